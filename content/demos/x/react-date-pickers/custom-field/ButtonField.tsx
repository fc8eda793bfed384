import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Button from '@mui/material/Button';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker, DatePickerProps } from '@mui/x-date-pickers/DatePicker';
import { BaseSingleInputFieldProps, FieldSection } from '@mui/x-date-pickers/models';

// What the picker gives its field, plus the toggle this picker adds.
interface DateButtonProps extends BaseSingleInputFieldProps<Dayjs | null, Dayjs, FieldSection, unknown> {
  onToggle?: () => void;
}

// The picker's field slot: a button that shows the date and opens the calendar.
// The popover anchors to the element given `InputProps.ref`.
function DateButton({ label, id, disabled, value, onToggle, InputProps, inputProps }: DateButtonProps) {
  return (
    <Button variant="outlined" id={id} disabled={disabled} ref={InputProps?.ref} aria-label={inputProps?.['aria-label']} onClick={onToggle}>
      {value ? `${label}: ${value.format('MMM D, YYYY')}` : `Choose ${label}`}
    </Button>
  );
}

function ButtonDatePicker(props: Omit<DatePickerProps<Dayjs>, 'open' | 'onOpen' | 'onClose'>) {
  const [open, setOpen] = React.useState(false);

  return (
    <DatePicker
      {...props}
      slots={{ field: DateButton, ...props.slots }}
      slotProps={{ field: { onToggle: () => setOpen((wasOpen) => !wasOpen) } as Partial<DateButtonProps> }}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
    />
  );
}

export default function ButtonField() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-04-17'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <ButtonDatePicker label="Due date" value={value} onChange={(newValue) => setValue(newValue)} />
    </LocalizationProvider>
  );
}
