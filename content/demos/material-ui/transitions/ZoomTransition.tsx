import * as React from 'react';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Zoom from '@mui/material/Zoom';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import ShareIcon from '@mui/icons-material/Share';

const actions = [
  { label: 'Add', icon: <AddIcon /> },
  { label: 'Edit', icon: <EditIcon /> },
  { label: 'Share', icon: <ShareIcon /> },
];

export default function ZoomTransition() {
  const [shown, setShown] = React.useState<boolean>(false);

  return (
    <Box sx={{ textAlign: 'center' }}>
      <FormControlLabel control={<Switch checked={shown} onChange={(event) => setShown(event.target.checked)} />} label="Show actions" />
      <Box sx={{ display: 'flex', gap: 2, mt: 1, height: 56 }}>
        {actions.map((action, index) => (
          <Zoom key={action.label} in={shown} style={{ transitionDelay: shown ? `${index * 100}ms` : '0ms' }}>
            <Fab color="primary" aria-label={action.label}>
              {action.icon}
            </Fab>
          </Zoom>
        ))}
      </Box>
    </Box>
  );
}
