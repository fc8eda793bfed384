import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

const value = dayjs('2024-04-17T14:45:30');

export default function TimePickerViews() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <TimePicker label="Hours only" views={['hours']} defaultValue={value} />
        <TimePicker label="With seconds" views={['hours', 'minutes', 'seconds']} defaultValue={value} />
        <TimePicker label="24-hour clock" ampm={false} defaultValue={value} />
      </Stack>
    </LocalizationProvider>
  );
}
