import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';

const value = dayjs('2024-04-07');

export default function DateFieldFormats() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DateField label="Day first" format="DD/MM/YYYY" defaultValue={value} />
        <DateField label="Month name" format="MMMM D, YYYY" defaultValue={value} />
        <DateField label="Spacious" format="DD/MM/YYYY" formatDensity="spacious" defaultValue={value} />
        <DateField label="Leading zeros as written" format="M/D/YYYY" shouldRespectLeadingZeros defaultValue={value} />
      </Stack>
    </LocalizationProvider>
  );
}
