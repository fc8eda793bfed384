import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import type { DateRange } from '@mui/x-date-pickers-pro';

// Relative to today: computed when the picker opens, in the reader's browser.
const ranges: PickersShortcutsItem<DateRange<Dayjs>>[] = [
  { label: 'This week', getValue: () => [dayjs().startOf('week'), dayjs().endOf('week')] },
  { label: 'Last 7 days', getValue: () => [dayjs().subtract(6, 'day'), dayjs()] },
  {
    label: 'Next month',
    getValue: () => {
      const next = dayjs().add(1, 'month');
      return [next.startOf('month'), next.endOf('month')];
    },
  },
  { label: 'Reset', getValue: () => [null, null] },
];

export default function RangeShortcuts() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker slotProps={{ shortcuts: { items: ranges } }} />
    </LocalizationProvider>
  );
}
