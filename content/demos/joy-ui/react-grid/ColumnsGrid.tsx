import Grid from '@mui/joy/Grid';
import Sheet from '@mui/joy/Sheet';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

export default function ColumnsGrid() {
  return (
    <Grid container columns={7} rowSpacing={1} columnSpacing={0.5}>
      {days.map((day) => (
        <Grid key={day} xs={1}>
          <Sheet variant="soft" sx={{ py: 1, textAlign: 'center', borderRadius: 'xs', typography: 'title-sm' }}>
            {day}
          </Sheet>
        </Grid>
      ))}
      {Array.from({ length: 14 }, (_, index) => (
        <Grid key={index} xs={1}>
          <Sheet variant="outlined" sx={{ py: 1.5, textAlign: 'center', borderRadius: 'xs', typography: 'body-sm' }}>
            {index + 1}
          </Sheet>
        </Grid>
      ))}
    </Grid>
  );
}
