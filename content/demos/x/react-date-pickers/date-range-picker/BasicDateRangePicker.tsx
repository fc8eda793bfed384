import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import type { DateRange } from '@mui/x-date-pickers-pro';

export default function BasicDateRangePicker() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([dayjs('2024-04-17'), dayjs('2024-04-21')]);
  const [start, end] = value;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker localeText={{ start: 'Arrival', end: 'Departure' }} value={value} onChange={(newValue) => setValue(newValue)} />
      <Typography variant="body2" sx={{ mt: 2 }}>
        {start && end && start.isValid() && end.isValid() ? `${end.diff(start, 'day')} nights` : 'Choose both dates'}
      </Typography>
    </LocalizationProvider>
  );
}
