import * as React from 'react';
import Box from '@mui/material/Box';
import SpeedDial from '@mui/material/SpeedDial';
import SpeedDialAction from '@mui/material/SpeedDialAction';
import SpeedDialIcon from '@mui/material/SpeedDialIcon';
import Typography from '@mui/material/Typography';
import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import NoteAddOutlinedIcon from '@mui/icons-material/NoteAddOutlined';
import TaskAltIcon from '@mui/icons-material/TaskAlt';

const actions = [
  { icon: <NoteAddOutlinedIcon />, name: 'New note' },
  { icon: <TaskAltIcon />, name: 'New task' },
  { icon: <EventOutlinedIcon />, name: 'New event' },
];

const entries = Array.from({ length: 24 }, (_, index) => `Journal entry ${24 - index}`);

export default function ScrollHiddenSpeedDial() {
  const [hidden, setHidden] = React.useState(false);
  const lastTop = React.useRef(0);

  // Hide while the reader scrolls down through content, show again as soon as they scroll up.
  const handleScroll = (event: React.UIEvent<HTMLDivElement>) => {
    const top = event.currentTarget.scrollTop;
    if (Math.abs(top - lastTop.current) > 8) {
      setHidden(top > lastTop.current);
      lastTop.current = top;
    }
  };

  return (
    <Box sx={{ position: 'relative', height: 320, width: '100%', border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Box onScroll={handleScroll} sx={{ height: '100%', overflow: 'auto', p: 2, pb: 10 }} tabIndex={0} aria-label="Journal">
        {entries.map((entry) => (
          <Typography key={entry} sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
            {entry}
          </Typography>
        ))}
      </Box>
      <SpeedDial ariaLabel="Create" hidden={hidden} icon={<SpeedDialIcon />} sx={{ position: 'absolute', bottom: 16, right: 16 }}>
        {actions.map((action) => (
          <SpeedDialAction key={action.name} icon={action.icon} tooltipTitle={action.name} />
        ))}
      </SpeedDial>
    </Box>
  );
}
