import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';

function describe(value: Dayjs | null) {
  if (value === null) return 'null';
  return value.isValid() ? value.format('YYYY-MM-DD') : 'an invalid date (sections still empty)';
}

export default function BasicDateField() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-04-17'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DateField label="Invoice date" value={value} onChange={(newValue) => setValue(newValue)} />
        <Typography variant="body2">Value: {describe(value)}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
