import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

export default function BasicPickers() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DatePicker label="Check-in" defaultValue={dayjs('2024-04-17')} />
        <TimePicker label="Arrival time" defaultValue={dayjs('2024-04-17T15:30')} />
        <DateTimePicker label="Check-out" defaultValue={dayjs('2024-04-20T11:00')} />
      </Stack>
    </LocalizationProvider>
  );
}
