import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

export default function DateTimeLimits() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DateTimePicker
          label="Office hours, every day"
          defaultValue={dayjs('2024-04-17T10:00')}
          minTime={dayjs('2024-04-17T09:00')}
          maxTime={dayjs('2024-04-17T17:30')}
        />
        <DateTimePicker
          label="From April 17, 9:00 to April 19, 17:30"
          defaultValue={dayjs('2024-04-17T10:00')}
          minDateTime={dayjs('2024-04-17T09:00')}
          maxDateTime={dayjs('2024-04-19T17:30')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
