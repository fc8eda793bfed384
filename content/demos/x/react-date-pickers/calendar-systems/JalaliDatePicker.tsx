import * as React from 'react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import faJalaliIR from 'date-fns-jalali/locale/fa-jalali-IR';
import { AdapterDateFnsJalali } from '@mui/x-date-pickers/AdapterDateFnsJalali';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { faIR } from '@mui/x-date-pickers/locales';

const rtlTheme = (outer: Theme): Theme => ({ ...outer, direction: 'rtl' });

export default function JalaliDatePicker() {
  // Persian is read right to left: the plugin flips margins and paddings, the theme flips the month arrows.
  // One cache per mount, because a cache kept across server renders writes its styles only once.
  const [cache] = React.useState(() => createCache({ key: 'rtl-fa', stylisPlugins: [prefixer, rtlPlugin] }));
  // A Date built from its parts is the same day in every time zone: 1 Farvardin 1403 (March 20, 2024).
  const [value, setValue] = React.useState<Date | null>(() => new Date(2024, 2, 20));

  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={rtlTheme}>
        <div dir="rtl">
          <LocalizationProvider
            dateAdapter={AdapterDateFnsJalali}
            adapterLocale={faJalaliIR}
            localeText={faIR.components.MuiLocalizationProvider.defaultProps.localeText}
          >
            <DatePicker
              label="Jalali date"
              value={value}
              onChange={setValue}
              // The popup is rendered at the end of the body, outside this element, so it needs its own direction.
              slotProps={{ popper: { dir: 'rtl' }, dialog: { dir: 'rtl' } }}
            />
          </LocalizationProvider>
        </div>
      </ThemeProvider>
    </CacheProvider>
  );
}
