import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

const value = dayjs('2024-04-17T14:30:15');

export default function DateTimeFieldFormats() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DateTimeField label="24-hour" ampm={false} defaultValue={value} />
        <DateTimeField label="ISO-like" format="YYYY-MM-DD HH:mm:ss" defaultValue={value} />
        <DateTimeField label="Written out" format="ddd, MMM D, YYYY h:mm A" defaultValue={value} />
      </Stack>
    </LocalizationProvider>
  );
}
