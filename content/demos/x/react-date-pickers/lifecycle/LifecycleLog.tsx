import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

const show = (value: Dayjs | null) => (value === null ? 'null' : value.isValid() ? value.format('YYYY-MM-DD') : 'invalid date');

export default function LifecycleLog() {
  const [events, setEvents] = React.useState<string[]>([]);
  const log = (event: string) => setEvents((previous) => [...previous.slice(-7), event]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <DatePicker
          label="Watch the callbacks"
          defaultValue={dayjs('2024-04-17')}
          onOpen={() => log('onOpen')}
          onChange={(value) => log(`onChange: ${show(value)}`)}
          onAccept={(value) => log(`onAccept: ${show(value)}`)}
          onClose={() => log('onClose')}
        />
        <Box component="ol" aria-label="Callbacks, oldest first" sx={{ m: 0, pl: 3, minHeight: 24 * 8 }}>
          {events.map((event, index) => (
            <Typography component="li" variant="body2" key={index} sx={{ fontFamily: 'monospace' }}>
              {event}
            </Typography>
          ))}
        </Box>
        <Button onClick={() => setEvents([])} sx={{ alignSelf: 'flex-start' }}>
          Clear the log
        </Button>
      </Stack>
    </LocalizationProvider>
  );
}
