import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';

export default function SingleInputDateRangePicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <DateRangePicker
          slots={{ field: SingleInputDateRangeField }}
          slotProps={{ textField: { label: 'Report period' } }}
          defaultValue={[dayjs('2024-04-01'), dayjs('2024-04-30')]}
        />
        <DateRangePicker
          calendars={1}
          slots={{ field: SingleInputDateRangeField }}
          slotProps={{ textField: { label: 'One calendar' } }}
          defaultValue={[dayjs('2024-04-08'), dayjs('2024-04-12')]}
        />
      </Stack>
    </LocalizationProvider>
  );
}
