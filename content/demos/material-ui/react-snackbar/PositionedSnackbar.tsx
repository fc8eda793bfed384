import * as React from 'react';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Snackbar, { SnackbarOrigin } from '@mui/material/Snackbar';

const positions: SnackbarOrigin[] = [
  { vertical: 'top', horizontal: 'left' },
  { vertical: 'top', horizontal: 'center' },
  { vertical: 'top', horizontal: 'right' },
  { vertical: 'bottom', horizontal: 'left' },
  { vertical: 'bottom', horizontal: 'center' },
  { vertical: 'bottom', horizontal: 'right' },
];

export default function PositionedSnackbar() {
  const [origin, setOrigin] = React.useState<SnackbarOrigin | null>(null);

  return (
    <Grid container spacing={1} sx={{ maxWidth: 420 }}>
      {positions.map((position) => (
        <Grid item xs={4} key={`${position.vertical}-${position.horizontal}`}>
          <Button fullWidth size="small" variant="outlined" onClick={() => setOrigin(position)}>
            {position.vertical} {position.horizontal}
          </Button>
        </Grid>
      ))}
      <Snackbar
        key={origin ? `${origin.vertical}-${origin.horizontal}` : 'none'}
        open={origin !== null}
        anchorOrigin={origin ?? undefined}
        autoHideDuration={3000}
        onClose={() => setOrigin(null)}
        message={origin ? `Shown at ${origin.vertical} ${origin.horizontal}` : ''}
      />
    </Grid>
  );
}
