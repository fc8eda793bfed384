import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Slide from '@mui/material/Slide';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

type Direction = 'up' | 'down' | 'left' | 'right';

export default function SlideTransition() {
  const [shown, setShown] = React.useState<boolean>(false);
  const [direction, setDirection] = React.useState<Direction>('up');
  const [frame, setFrame] = React.useState<HTMLDivElement | null>(null);

  return (
    <Box sx={{ display: 'grid', gap: 2, justifyItems: 'center' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={direction}
        onChange={(_event, value: Direction | null) => value && setDirection(value)}
        aria-label="Direction"
      >
        {(['up', 'down', 'left', 'right'] as const).map((value) => (
          <ToggleButton key={value} value={value}>
            {value}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Button variant="contained" onClick={() => setShown((value) => !value)}>
        {shown ? 'Slide out' : 'Slide in'}
      </Button>
      <Box
        ref={setFrame}
        sx={{
          width: 280,
          height: 120,
          display: 'grid',
          placeItems: 'center',
          overflow: 'hidden',
          bgcolor: 'action.hover',
          borderRadius: 2,
        }}
      >
        <Slide in={shown} direction={direction} container={frame}>
          <Paper elevation={3} sx={{ px: 3, py: 2 }}>
            Enters from the {direction === 'up' ? 'bottom' : direction === 'down' ? 'top' : direction === 'left' ? 'right' : 'left'}
          </Paper>
        </Slide>
      </Box>
    </Box>
  );
}
