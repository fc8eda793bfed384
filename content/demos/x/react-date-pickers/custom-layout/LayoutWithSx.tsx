import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { pickersLayoutClasses } from '@mui/x-date-pickers/PickersLayout';

export default function LayoutWithSx() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        orientation="landscape"
        defaultValue={dayjs('2024-04-17')}
        slotProps={{
          actionBar: { actions: ['clear', 'accept'] },
          layout: {
            sx: {
              // The action bar moves under the toolbar, in the first column of the grid.
              [`.${pickersLayoutClasses.actionBar}`]: { gridColumn: 1, gridRow: 2, alignSelf: 'end' },
              [`.${pickersLayoutClasses.toolbar}`]: { gridRow: 1, bgcolor: 'action.hover' },
            },
          },
        }}
      />
    </LocalizationProvider>
  );
}
