import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function ControlledValue() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-04-17'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <DatePicker label="Uncontrolled" defaultValue={dayjs('2024-04-17')} />
        <DatePicker label="Controlled" value={value} onChange={(newValue) => setValue(newValue)} />
        <Button onClick={() => setValue((current) => (current ?? dayjs('2024-04-17')).add(1, 'week'))}>One week later</Button>
        <Button onClick={() => setValue(null)}>Clear</Button>
      </Stack>
    </LocalizationProvider>
  );
}
