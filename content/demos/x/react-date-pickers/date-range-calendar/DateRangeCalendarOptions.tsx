import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';

export default function DateRangeCalendarOptions() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3}>
        <DateRangeCalendar calendars={1} defaultValue={[dayjs('2024-04-08'), dayjs('2024-04-12')]} />
        <DateRangeCalendar
          calendars={2}
          currentMonthCalendarPosition={2}
          disableDragEditing
          defaultValue={[dayjs('2024-04-08'), dayjs('2024-04-12')]}
        />
      </Stack>
    </LocalizationProvider>
  );
}
