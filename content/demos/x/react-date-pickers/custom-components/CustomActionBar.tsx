import dayjs from 'dayjs';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { PickersActionBarProps } from '@mui/x-date-pickers/PickersActionBar';

// The picker passes its handlers; this bar shows them as two groups of buttons.
function SplitActionBar({ onClear, onSetToday, onAccept, className }: PickersActionBarProps) {
  return (
    <DialogActions className={className} sx={{ justifyContent: 'space-between' }}>
      <div>
        <Button onClick={onClear}>Clear</Button>
        <Button onClick={onSetToday}>Today</Button>
      </div>
      <Button variant="contained" onClick={onAccept}>
        Done
      </Button>
    </DialogActions>
  );
}

export default function CustomActionBar() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker defaultValue={dayjs('2024-04-17')} slots={{ actionBar: SplitActionBar }} />
    </LocalizationProvider>
  );
}
