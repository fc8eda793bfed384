import * as React from 'react';
import dayjs from 'dayjs';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DayCalendarSkeleton } from '@mui/x-date-pickers/DayCalendarSkeleton';

export default function LoadingCalendar() {
  const [loading, setLoading] = React.useState(true);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <FormControlLabel control={<Switch checked={loading} onChange={(event) => setLoading(event.target.checked)} />} label="Loading" />
      <DateCalendar referenceDate={dayjs('2024-04-01')} loading={loading} renderLoading={() => <DayCalendarSkeleton />} />
    </LocalizationProvider>
  );
}
