import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';

export default function BasicTimeClock() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-04-17T10:25'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <TimeClock value={value} onChange={(newValue) => setValue(newValue)} />
      <Typography variant="body2" sx={{ textAlign: 'center' }}>
        {value ? value.format('h:mm A') : 'No time'}
      </Typography>
    </LocalizationProvider>
  );
}
