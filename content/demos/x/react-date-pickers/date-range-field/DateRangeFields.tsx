import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';

const range = [dayjs('2024-04-17'), dayjs('2024-04-21')] as [Dayjs, Dayjs];

export default function DateRangeFields() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ maxWidth: 420 }}>
        <MultiInputDateRangeField
          slotProps={{ textField: ({ position }) => ({ label: position === 'start' ? 'From' : 'To' }) }}
          defaultValue={range}
        />
        <SingleInputDateRangeField label="Stay" defaultValue={range} />
      </Stack>
    </LocalizationProvider>
  );
}
