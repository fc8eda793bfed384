import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

export default function FieldThroughSlotProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DatePicker
          label="Small, standard, clearable"
          defaultValue={dayjs('2024-04-17')}
          slotProps={{
            textField: { size: 'small', variant: 'standard' },
            field: { clearable: true },
          }}
        />
        <DateTimePicker
          label="Required, full width"
          defaultValue={dayjs('2024-04-17T12:00')}
          slotProps={{ textField: { required: true, fullWidth: true }, field: { shouldRespectLeadingZeros: true } }}
          format="M/D/YYYY h:mm A"
        />
      </Stack>
    </LocalizationProvider>
  );
}
