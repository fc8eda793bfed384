import dayjs from 'dayjs';
import EditCalendarRoundedIcon from '@mui/icons-material/EditCalendarRounded';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { DesktopTimePicker } from '@mui/x-date-pickers/DesktopTimePicker';

export default function OpeningButton() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DesktopDatePicker
          label="Another icon"
          defaultValue={dayjs('2024-04-17')}
          slots={{ openPickerIcon: EditCalendarRoundedIcon }}
          slotProps={{ openPickerButton: { color: 'secondary' } }}
        />
        <DesktopDatePicker
          label="Button at the start"
          defaultValue={dayjs('2024-04-17')}
          slotProps={{ inputAdornment: { position: 'start' } }}
        />
        <DesktopTimePicker label="No button" defaultValue={dayjs('2024-04-17T09:00')} disableOpenPicker />
      </Stack>
    </LocalizationProvider>
  );
}
