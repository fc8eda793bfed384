import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

dayjs.extend(utc);
dayjs.extend(timezone);

// One instant: 14:00 UTC on April 17, 2024 (a launch, say), shown in three places.
const launch = dayjs.utc('2024-04-17T14:00:00Z');

export default function TimezoneDisplay() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 340 }}>
        <DateTimeField label="UTC" defaultValue={launch} timezone="UTC" ampm={false} />
        <DateTimeField label="New York" defaultValue={launch} timezone="America/New_York" ampm={false} />
        <DateTimeField label="Tokyo" defaultValue={launch} timezone="Asia/Tokyo" ampm={false} />
      </Stack>
    </LocalizationProvider>
  );
}
