import * as React from 'react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
// Moment's Arabic (Saudi Arabia) locale, loaded before moment-hijri adds the Hijri month names to it.
import 'moment/locale/ar-sa';
import moment, { type Moment } from 'moment-hijri';
import { AdapterMomentHijri } from '@mui/x-date-pickers/AdapterMomentHijri';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

const rtlTheme = (outer: Theme): Theme => ({ ...outer, direction: 'rtl' });

const hijri = (date: string) => moment(date, 'iYYYY/iMM/iDD');

export default function HijriDatePicker() {
  // Arabic is read right to left: the plugin flips margins and paddings, the theme flips the month arrows.
  // One cache per mount, because a cache kept across server renders writes its styles only once.
  const [cache] = React.useState(() => createCache({ key: 'rtl-ar', stylisPlugins: [prefixer, rtlPlugin] }));
  const [value, setValue] = React.useState<Moment | null>(() => hijri('1445/09/10'));

  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={rtlTheme}>
        <div dir="rtl">
          <LocalizationProvider dateAdapter={AdapterMomentHijri}>
            <DatePicker
              label="Hijri date"
              value={value}
              onChange={setValue}
              // moment-hijri knows the years 1356 to 1499 AH only; the default bounds (1900 to 2099) lie outside them.
              minDate={hijri('1356/01/01')}
              maxDate={hijri('1499/12/29')}
              // The default header is the first letter of each short name, an alef for Sunday, Monday and Wednesday alike.
              dayOfWeekFormatter={(_day, date) => date.format('dd')}
              slotProps={{ popper: { dir: 'rtl' }, dialog: { dir: 'rtl' } }}
            />
          </LocalizationProvider>
        </div>
      </ThemeProvider>
    </CacheProvider>
  );
}
