import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function CustomFormats() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 340 }}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <DatePicker label="Field format" format="YYYY-MM-DD" defaultValue={dayjs('2024-04-17')} />
      </LocalizationProvider>
      <LocalizationProvider dateAdapter={AdapterDayjs} dateFormats={{ monthAndYear: 'MM/YYYY', dayOfMonth: 'DD' }}>
        <DateCalendar defaultValue={dayjs('2024-04-17')} />
      </LocalizationProvider>
    </Stack>
  );
}
