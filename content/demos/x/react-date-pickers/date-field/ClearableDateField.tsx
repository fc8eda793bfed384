import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';

export default function ClearableDateField() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-04-17'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <DateField label="Clearable" clearable value={value} onChange={(newValue) => setValue(newValue)} />
        <DateField label="Read-only" readOnly defaultValue={dayjs('2024-04-17')} />
        <DateField label="Disabled" disabled defaultValue={dayjs('2024-04-17')} />
      </Stack>
    </LocalizationProvider>
  );
}
