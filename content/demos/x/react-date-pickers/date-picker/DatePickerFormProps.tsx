import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function DatePickerFormProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <DatePicker label="Disabled" disabled defaultValue={dayjs('2024-04-17')} />
        <DatePicker label="Read-only" readOnly defaultValue={dayjs('2024-04-17')} />
        <DatePicker
          label="With helper text"
          defaultValue={dayjs('2024-04-17')}
          slotProps={{ textField: { helperText: 'The first day of the trip' } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
