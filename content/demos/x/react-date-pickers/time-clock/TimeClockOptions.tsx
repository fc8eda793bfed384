import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';

export default function TimeClockOptions() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <TimeClock defaultValue={dayjs('2024-04-17T16:40')} ampm={false} />
        <TimeClock defaultValue={dayjs('2024-04-17T07:15')} views={['minutes', 'seconds']} minutesStep={5} />
        <TimeClock defaultValue={dayjs('2024-04-17T11:30')} ampmInClock />
      </Stack>
    </LocalizationProvider>
  );
}
