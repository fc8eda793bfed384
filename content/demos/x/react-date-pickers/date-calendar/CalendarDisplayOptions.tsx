import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

// Two letters instead of one, so that Tuesday and Thursday can be told apart.
const twoLetters = (_day: string, date: Dayjs) => date.format('dd');

export default function CalendarDisplayOptions() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <DateCalendar defaultValue={dayjs('2024-02-14')} showDaysOutsideCurrentMonth fixedWeekNumber={6} />
        <DateCalendar defaultValue={dayjs('2024-02-14')} displayWeekNumber dayOfWeekFormatter={twoLetters} />
      </Stack>
    </LocalizationProvider>
  );
}
