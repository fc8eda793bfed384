import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Badge from '@mui/material/Badge';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { PickersDay, PickersDayProps } from '@mui/x-date-pickers/PickersDay';

// Days with an event, by month ('YYYY-MM'): in an app they would come from a server.
const EVENTS: Record<string, number[]> = {
  '2024-03': [4, 12, 27],
  '2024-04': [2, 9, 17, 24],
  '2024-05': [6, 15, 30],
};

function EventDay(props: PickersDayProps<Dayjs> & { eventDays?: number[] }) {
  const { eventDays = [], day, outsideCurrentMonth, ...other } = props;
  const hasEvent = !outsideCurrentMonth && eventDays.includes(day.date());

  return (
    <Badge key={day.toString()} overlap="circular" color="secondary" variant="dot" invisible={!hasEvent}>
      <PickersDay {...other} day={day} outsideCurrentMonth={outsideCurrentMonth} />
    </Badge>
  );
}

export default function HighlightedDays() {
  const [month, setMonth] = React.useState(dayjs('2024-04-01'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar
        referenceDate={dayjs('2024-04-01')}
        onMonthChange={(newMonth) => setMonth(newMonth)}
        slots={{ day: EventDay }}
        slotProps={{ day: { eventDays: EVENTS[month.format('YYYY-MM')] ?? [] } as Partial<PickersDayProps<unknown>> }}
      />
    </LocalizationProvider>
  );
}
