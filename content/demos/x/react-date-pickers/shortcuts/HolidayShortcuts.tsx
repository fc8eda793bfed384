import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';

// Fixed dates: a shortcut's value is computed when the picker renders.
const holidays: PickersShortcutsItem<Dayjs | null>[] = [
  { label: "New Year's Day", getValue: () => dayjs('2024-01-01') },
  { label: 'Independence Day', getValue: () => dayjs('2024-07-04') },
  { label: 'Thanksgiving', getValue: () => dayjs('2024-11-28') },
  { label: 'Christmas Day', getValue: () => dayjs('2024-12-25') },
  { label: 'Clear', getValue: () => null },
];

export default function HolidayShortcuts() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker defaultValue={dayjs('2024-04-17')} slotProps={{ shortcuts: { items: holidays }, actionBar: { actions: [] } }} />
    </LocalizationProvider>
  );
}
