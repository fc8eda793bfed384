import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { TimeField } from '@mui/x-date-pickers/TimeField';

export default function TimeValidation() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <TimePicker
          label="Opening hours, no lunch slot"
          defaultValue={dayjs('2024-04-17T10:00')}
          minTime={dayjs('2024-04-17T08:00')}
          maxTime={dayjs('2024-04-17T18:00')}
          shouldDisableTime={(value, view) => view === 'hours' && value.hour() === 12}
        />
        <TimeField label="Quarter hours only (try 10:20)" defaultValue={dayjs('2024-04-17T10:15')} minutesStep={15} />
      </Stack>
    </LocalizationProvider>
  );
}
