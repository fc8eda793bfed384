import dayjs from 'dayjs';
import 'dayjs/locale/de';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { deDE } from '@mui/x-date-pickers/locales';

// The pickers' own texts in German; the month and day names come from Day.js's `de` locale.
const germanTexts = deDE.components.MuiLocalizationProvider.defaultProps.localeText;

export default function GermanPickers() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="de" localeText={germanTexts}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <StaticDatePicker
          defaultValue={dayjs('2024-04-17')}
          slotProps={{ actionBar: { actions: ['clear', 'today', 'cancel', 'accept'] } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
