import Masonry from '@mui/lab/Masonry';
import Paper from '@mui/material/Paper';

const heights: number[] = [90, 150, 110, 60, 130, 80, 160, 70, 120, 140, 85, 100];

export default function BasicMasonry() {
  return (
    <Masonry columns={4} spacing={2} defaultColumns={4} defaultSpacing={2} defaultHeight={440}>
      {heights.map((height, index) => (
        <Paper
          key={index}
          variant="outlined"
          sx={{ height, display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'action.hover' }}
        >
          {index + 1}
        </Paper>
      ))}
    </Masonry>
  );
}
