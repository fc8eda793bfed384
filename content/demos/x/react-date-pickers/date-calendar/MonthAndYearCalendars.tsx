import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import NoSsr from '@mui/material/NoSsr';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { MonthCalendar } from '@mui/x-date-pickers/MonthCalendar';
import { YearCalendar } from '@mui/x-date-pickers/YearCalendar';

// Both calendars mark the current month or year for assistive technology
// (aria-current), which only the reader's browser knows: with server
// rendering, they render there, after a placeholder of their size.
const placeholder = <Box sx={{ width: 320, height: 240 }} />;

export default function MonthAndYearCalendars() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <NoSsr fallback={placeholder}>
          <MonthCalendar defaultValue={dayjs('2024-04-17')} />
          <YearCalendar defaultValue={dayjs('2024-04-17')} minDate={dayjs('2015-01-01')} maxDate={dayjs('2034-12-31')} />
        </NoSsr>
      </Stack>
    </LocalizationProvider>
  );
}
