import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateField } from '@mui/x-date-pickers/DateField';

export default function CustomTexts() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} localeText={{ clearButtonLabel: 'Empty', todayButtonLabel: 'Now' }}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DatePicker label="Provider texts" defaultValue={dayjs('2024-04-17')} slotProps={{ actionBar: { actions: ['clear', 'today'] } }} />
        <DatePicker
          label="Component texts"
          defaultValue={dayjs('2024-04-17')}
          localeText={{ toolbarTitle: 'Choose the delivery day', okButtonLabel: 'Deliver then' }}
          slotProps={{ toolbar: { hidden: false }, actionBar: { actions: ['accept'] } }}
          closeOnSelect={false}
        />
        {/* A nested provider changes the texts of the components inside it only. */}
        <LocalizationProvider
          localeText={{
            fieldDayPlaceholder: () => 'dd',
            fieldMonthPlaceholder: () => 'mm',
            fieldYearPlaceholder: (params) => 'y'.repeat(params.digitAmount),
          }}
        >
          <DateField label="Placeholders" />
        </LocalizationProvider>
      </Stack>
    </LocalizationProvider>
  );
}
