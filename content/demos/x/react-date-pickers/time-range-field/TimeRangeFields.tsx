import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { SingleInputTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputTimeRangeField';
import { MultiInputTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputTimeRangeField';

export default function TimeRangeFields() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ maxWidth: 420 }}>
        <MultiInputTimeRangeField
          slotProps={{ textField: ({ position }) => ({ label: position === 'start' ? 'Opens' : 'Closes' }) }}
          defaultValue={[dayjs('2024-04-17T09:00'), dayjs('2024-04-17T17:30')]}
        />
        <SingleInputTimeRangeField
          label="Opening hours, 24-hour"
          ampm={false}
          defaultValue={[dayjs('2024-04-17T09:00'), dayjs('2024-04-17T17:30')]}
        />
      </Stack>
    </LocalizationProvider>
  );
}
