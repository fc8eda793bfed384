import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function FirstDatePicker() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-04-17'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker label="Start date" value={value} onChange={(newValue) => setValue(newValue)} />
      <Typography variant="body2" sx={{ mt: 2 }}>
        The state holds {value ? value.format('YYYY-MM-DD') : 'null'}
      </Typography>
    </LocalizationProvider>
  );
}
