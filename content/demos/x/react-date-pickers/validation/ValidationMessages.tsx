import * as React from 'react';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateValidationError } from '@mui/x-date-pickers/models';

const minDate = dayjs('2024-04-01');
const maxDate = dayjs('2024-06-30');

// One message per error code the picker can report with these props.
function messageFor(error: DateValidationError) {
  switch (error) {
    case 'minDate':
    case 'maxDate':
      return 'Choose a date in the second quarter of 2024';
    case 'shouldDisableDate':
      return 'The office is closed on weekends';
    case 'invalidDate':
      return 'This date is not complete';
    default:
      return '';
  }
}

export default function ValidationMessages() {
  const [error, setError] = React.useState<DateValidationError | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Appointment"
        defaultValue={dayjs('2024-04-17')}
        minDate={minDate}
        maxDate={maxDate}
        shouldDisableDate={(day) => day.day() === 0 || day.day() === 6}
        onError={(newError) => setError(newError)}
        slotProps={{ textField: { helperText: error ? messageFor(error) : 'Weekdays from April to June' } }}
      />
    </LocalizationProvider>
  );
}
