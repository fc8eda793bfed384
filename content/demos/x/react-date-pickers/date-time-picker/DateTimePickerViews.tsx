import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { renderTimeViewClock } from '@mui/x-date-pickers/timeViewRenderers';

const value = dayjs('2024-04-17T07:45');

export default function DateTimePickerViews() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DateTimePicker label="Day and hour" views={['year', 'month', 'day', 'hours']} defaultValue={value} />
        <DateTimePicker
          label="With seconds, 24-hour"
          views={['year', 'day', 'hours', 'minutes', 'seconds']}
          ampm={false}
          defaultValue={value}
        />
        <DateTimePicker
          label="Analog clock views"
          viewRenderers={{
            hours: renderTimeViewClock,
            minutes: renderTimeViewClock,
            seconds: renderTimeViewClock,
          }}
          defaultValue={value}
        />
      </Stack>
    </LocalizationProvider>
  );
}
