import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

const value = dayjs('2024-04-17');

export default function DatePickerViews() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DatePicker label="Year only" views={['year']} defaultValue={value} />
        <DatePicker label="Month and year" views={['month', 'year']} defaultValue={value} />
        <DatePicker label="Year, month and day, opening on the year" views={['year', 'month', 'day']} openTo="year" defaultValue={value} />
      </Stack>
    </LocalizationProvider>
  );
}
