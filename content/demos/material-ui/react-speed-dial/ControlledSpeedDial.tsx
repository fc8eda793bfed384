import * as React from 'react';
import Box from '@mui/material/Box';
import SpeedDial from '@mui/material/SpeedDial';
import SpeedDialAction from '@mui/material/SpeedDialAction';
import SpeedDialIcon from '@mui/material/SpeedDialIcon';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import CommentIcon from '@mui/icons-material/Comment';
import PhotoIcon from '@mui/icons-material/Photo';
import PlaceIcon from '@mui/icons-material/Place';

const actions = [
  { name: 'Comment', icon: <CommentIcon /> },
  { name: 'Photo', icon: <PhotoIcon /> },
  { name: 'Location', icon: <PlaceIcon /> },
];

export default function ControlledSpeedDial() {
  const [open, setOpen] = React.useState<boolean>(false);
  const [lastAction, setLastAction] = React.useState<string>('nothing yet');

  return (
    <Box sx={{ position: 'relative', height: 320, width: '100%', border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Typography variant="body2" sx={{ p: 2 }} aria-live="polite">
        Added: {lastAction}
      </Typography>
      <SpeedDial
        ariaLabel="Add to the post"
        icon={<SpeedDialIcon openIcon={<CloseIcon />} />}
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        sx={{ position: 'absolute', bottom: 16, right: 16 }}
      >
        {actions.map((action) => (
          <SpeedDialAction
            key={action.name}
            icon={action.icon}
            tooltipTitle={action.name}
            tooltipOpen
            onClick={() => {
              setLastAction(action.name.toLowerCase());
              setOpen(false);
            }}
          />
        ))}
      </SpeedDial>
    </Box>
  );
}
