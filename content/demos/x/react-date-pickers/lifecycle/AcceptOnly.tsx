import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function AcceptOnly() {
  const [saved, setSaved] = React.useState<Dayjs | null>(dayjs('2024-04-17'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <DatePicker
          label="Saved on accept"
          defaultValue={saved}
          onAccept={(value) => setSaved(value)}
          closeOnSelect={false}
          slotProps={{ actionBar: { actions: ['cancel', 'accept'] } }}
        />
        <Typography variant="body2">Saved: {saved ? saved.format('MMMM D, YYYY') : 'nothing'}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
