import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Snackbar, { SnackbarOrigin } from '@mui/joy/Snackbar';

const positions: SnackbarOrigin[] = [
  { vertical: 'top', horizontal: 'left' },
  { vertical: 'top', horizontal: 'center' },
  { vertical: 'top', horizontal: 'right' },
  { vertical: 'bottom', horizontal: 'left' },
  { vertical: 'bottom', horizontal: 'center' },
  { vertical: 'bottom', horizontal: 'right' },
];

export default function SnackbarPositions() {
  const [anchor, setAnchor] = React.useState<SnackbarOrigin | null>(null);
  const [lastAnchor, setLastAnchor] = React.useState<SnackbarOrigin>(positions[5]);

  return (
    <React.Fragment>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 140px))', gap: 1 }}>
        {positions.map((position) => (
          <Button
            key={`${position.vertical}-${position.horizontal}`}
            variant="outlined"
            color="neutral"
            size="sm"
            onClick={() => {
              setLastAnchor(position);
              setAnchor(position);
            }}
          >
            {position.vertical} {position.horizontal}
          </Button>
        ))}
      </Box>
      <Snackbar
        key={`${lastAnchor.vertical}-${lastAnchor.horizontal}`}
        role="status"
        anchorOrigin={lastAnchor}
        open={anchor != null}
        autoHideDuration={3000}
        onClose={() => setAnchor(null)}
      >
        Shown at {lastAnchor.vertical} {lastAnchor.horizontal}.
      </Snackbar>
    </React.Fragment>
  );
}
