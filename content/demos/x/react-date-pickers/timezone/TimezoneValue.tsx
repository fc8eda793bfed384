import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

dayjs.extend(utc);
dayjs.extend(timezone);

const zones = ['UTC', 'Europe/Paris', 'America/Los_Angeles', 'Australia/Sydney'];

export default function TimezoneValue() {
  const [zone, setZone] = React.useState('Europe/Paris');
  const [value, setValue] = React.useState<Dayjs | null>(dayjs.utc('2024-04-17T08:30:00Z'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 340 }}>
        <TextField select label="Time zone of the picker" value={zone} onChange={(event) => setZone(event.target.value)}>
          {zones.map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </TextField>
        <DateTimePicker label="Meeting" timezone={zone} value={value} onChange={(newValue) => setValue(newValue)} ampm={false} />
        <Typography variant="body2">
          Stored as UTC: {value && value.isValid() ? value.utc().format('YYYY-MM-DD HH:mm [UTC]') : 'no valid date'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
