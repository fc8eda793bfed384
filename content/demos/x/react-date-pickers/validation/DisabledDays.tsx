import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

const isWeekend = (day: Dayjs) => day.day() === 0 || day.day() === 6;

export default function DisabledDays() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <DateCalendar defaultValue={dayjs('2024-04-17')} shouldDisableDate={isWeekend} />
        <DateCalendar
          defaultValue={dayjs('2024-04-17')}
          minDate={dayjs('2024-04-10')}
          maxDate={dayjs('2024-05-20')}
          views={['month', 'day']}
        />
      </Stack>
    </LocalizationProvider>
  );
}
