import dayjs from 'dayjs';
import EventIcon from '@mui/icons-material/Event';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

export default function SlotProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <DatePicker
          label="Event date"
          defaultValue={dayjs('2024-04-17')}
          slots={{ openPickerIcon: EventIcon }}
          slotProps={{
            textField: { variant: 'filled', helperText: 'Filled text field, its own icon' },
            openPickerButton: { color: 'primary' },
          }}
        />
        <StaticDatePicker
          defaultValue={dayjs('2024-04-17')}
          slotProps={{
            toolbar: { toolbarFormat: 'dddd, MMMM D' },
            day: { sx: { fontWeight: 600 } },
            actionBar: { actions: ['today'] },
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
