import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeField } from '@mui/x-date-pickers/TimeField';

export default function BasicTimeField() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-04-17T08:05'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <TimeField label="Alarm" value={value} onChange={(newValue) => setValue(newValue)} />
        <Typography variant="body2">
          Value: {value === null ? 'null' : value.isValid() ? value.format('HH:mm') : 'invalid (sections still empty)'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
