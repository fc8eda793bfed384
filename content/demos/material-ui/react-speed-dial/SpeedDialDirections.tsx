import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import SpeedDial from '@mui/material/SpeedDial';
import SpeedDialAction from '@mui/material/SpeedDialAction';
import SpeedDialIcon from '@mui/material/SpeedDialIcon';
import Switch from '@mui/material/Switch';
import EditIcon from '@mui/icons-material/Edit';
import PrintIcon from '@mui/icons-material/Print';
import ShareIcon from '@mui/icons-material/Share';

type Direction = 'up' | 'down' | 'left' | 'right';

const directions: Direction[] = ['up', 'down', 'left', 'right'];
const corner: Record<Direction, { top?: number; bottom?: number; left?: number; right?: number }> = {
  up: { bottom: 16, right: 16 },
  left: { bottom: 16, right: 16 },
  down: { top: 16, left: 16 },
  right: { top: 16, left: 16 },
};

export default function SpeedDialDirections() {
  const [direction, setDirection] = React.useState<Direction>('up');
  const [hidden, setHidden] = React.useState<boolean>(false);

  return (
    <Box sx={{ width: '100%' }}>
      <RadioGroup row aria-label="Direction" value={direction} onChange={(event) => setDirection(event.target.value as Direction)}>
        {directions.map((value) => (
          <FormControlLabel key={value} value={value} control={<Radio />} label={value} />
        ))}
        <FormControlLabel control={<Switch checked={hidden} onChange={(event) => setHidden(event.target.checked)} />} label="hidden" />
      </RadioGroup>
      <Box sx={{ position: 'relative', height: 280, mt: 1, border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <SpeedDial
          ariaLabel="Page tools"
          hidden={hidden}
          direction={direction}
          icon={<SpeedDialIcon />}
          sx={{ position: 'absolute', ...corner[direction] }}
        >
          <SpeedDialAction icon={<EditIcon />} tooltipTitle="Edit page" />
          <SpeedDialAction icon={<PrintIcon />} tooltipTitle="Print" />
          <SpeedDialAction icon={<ShareIcon />} tooltipTitle="Share" />
        </SpeedDial>
      </Box>
    </Box>
  );
}
