import * as React from 'react';
import dayjs from 'dayjs';
import 'dayjs/locale/de';
import 'dayjs/locale/fr';
import 'dayjs/locale/ja';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DateField } from '@mui/x-date-pickers/DateField';
import { TimeField } from '@mui/x-date-pickers/TimeField';

const locales = ['en', 'de', 'fr', 'ja'] as const;
type Locale = (typeof locales)[number];

export default function LocaleSwitcher() {
  const [locale, setLocale] = React.useState<Locale>('de');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={locale}>
      <Stack spacing={2} sx={{ maxWidth: 340 }}>
        <ToggleButtonGroup
          value={locale}
          exclusive
          size="small"
          aria-label="Day.js locale"
          onChange={(_event, newLocale: Locale | null) => newLocale && setLocale(newLocale)}
        >
          {locales.map((name) => (
            <ToggleButton key={name} value={name}>
              {name}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <DateField label="Date" defaultValue={dayjs('2024-04-17')} />
        <TimeField label="Time" defaultValue={dayjs('2024-04-17T15:30')} />
        <DateCalendar defaultValue={dayjs('2024-04-17')} />
      </Stack>
    </LocalizationProvider>
  );
}
