import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Typography from '@mui/material/Typography';

const floors = ['Roof terrace', 'Third floor', 'Second floor', 'Ground floor', 'Car park'];

export default function VerticalButtonGroup() {
  const [floor, setFloor] = React.useState<string>('Ground floor');

  return (
    <Box sx={{ display: 'flex', gap: 3, alignItems: 'center' }}>
      <ButtonGroup orientation="vertical" aria-label="Choose a floor">
        {floors.map((name) => (
          <Button
            key={name}
            variant={name === floor ? 'contained' : 'outlined'}
            aria-pressed={name === floor}
            onClick={() => setFloor(name)}
          >
            {name}
          </Button>
        ))}
      </ButtonGroup>
      <Typography>Showing the map of the {floor.toLowerCase()}.</Typography>
    </Box>
  );
}
