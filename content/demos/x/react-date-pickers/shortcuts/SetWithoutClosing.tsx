import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';

const shortcuts: PickersShortcutsItem<Dayjs | null>[] = [
  { label: 'Tomorrow', getValue: () => dayjs().add(1, 'day') },
  { label: 'In a week', getValue: () => dayjs().add(1, 'week') },
  { label: 'In a month', getValue: () => dayjs().add(1, 'month') },
];

export default function SetWithoutClosing() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Due date"
        slotProps={{
          shortcuts: { items: shortcuts, changeImportance: 'set' },
          actionBar: { actions: ['clear', 'accept'] },
        }}
      />
    </LocalizationProvider>
  );
}
