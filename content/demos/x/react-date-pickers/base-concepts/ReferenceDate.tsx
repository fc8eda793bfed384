import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';

export default function ReferenceDate() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <DateCalendar referenceDate={dayjs('2024-12-01')} views={['year', 'month', 'day']} />
        <TimeClock referenceDate={dayjs('2024-12-01T09:30')} />
      </Stack>
    </LocalizationProvider>
  );
}
