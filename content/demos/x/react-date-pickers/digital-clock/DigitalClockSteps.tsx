import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';

export default function DigitalClockSteps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <DigitalClock
          defaultValue={dayjs('2024-04-17T13:00')}
          timeStep={15}
          minTime={dayjs('2024-04-17T09:00')}
          maxTime={dayjs('2024-04-17T17:00')}
          skipDisabled
          ampm={false}
          sx={{ height: 240 }}
        />
        <MultiSectionDigitalClock
          defaultValue={dayjs('2024-04-17T13:00')}
          views={['hours', 'minutes', 'seconds']}
          timeSteps={{ minutes: 10, seconds: 15 }}
          ampm={false}
        />
      </Stack>
    </LocalizationProvider>
  );
}
