import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

const start = dayjs('2024-04-17');

export default function PickerVariants() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ maxWidth: 360 }}>
        <div>
          <Typography variant="subtitle2" gutterBottom>
            Desktop: a popover beside the field
          </Typography>
          <DesktopDatePicker label="Desktop" defaultValue={start} />
        </div>
        <div>
          <Typography variant="subtitle2" gutterBottom>
            Mobile: a dialog opened by a click on the field
          </Typography>
          <MobileDatePicker label="Mobile" defaultValue={start} />
        </div>
        <div>
          <Typography variant="subtitle2" gutterBottom>
            Static: always shown, no field
          </Typography>
          <StaticDatePicker defaultValue={start} />
        </div>
      </Stack>
    </LocalizationProvider>
  );
}
