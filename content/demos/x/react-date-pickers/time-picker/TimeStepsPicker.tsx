import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopTimePicker } from '@mui/x-date-pickers/DesktopTimePicker';
import { renderTimeViewClock } from '@mui/x-date-pickers/timeViewRenderers';

const value = dayjs('2024-04-17T10:00');

export default function TimeStepsPicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DesktopTimePicker label="Quarter hours" timeSteps={{ minutes: 15 }} defaultValue={value} />
        <DesktopTimePicker
          label="One column, every 30 minutes"
          timeSteps={{ minutes: 30 }}
          thresholdToRenderTimeInASingleColumn={48}
          defaultValue={value}
        />
        <DesktopTimePicker
          label="Analog clock"
          viewRenderers={{ hours: renderTimeViewClock, minutes: renderTimeViewClock }}
          defaultValue={value}
        />
      </Stack>
    </LocalizationProvider>
  );
}
