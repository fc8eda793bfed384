import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { MultiInputDateTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputDateTimeRangeField';
import { SingleInputDateTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputDateTimeRangeField';

export default function DateTimeRangeFields() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ maxWidth: 480 }}>
        <MultiInputDateTimeRangeField
          slotProps={{ textField: ({ position }) => ({ label: position === 'start' ? 'Pick-up' : 'Return' }) }}
          defaultValue={[dayjs('2024-04-20T10:00'), dayjs('2024-04-23T18:00')]}
        />
        <SingleInputDateTimeRangeField
          label="Maintenance window"
          ampm={false}
          defaultValue={[dayjs('2024-04-20T22:00'), dayjs('2024-04-21T04:00')]}
        />
      </Stack>
    </LocalizationProvider>
  );
}
