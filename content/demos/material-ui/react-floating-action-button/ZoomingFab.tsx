import * as React from 'react';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Zoom from '@mui/material/Zoom';
import EditIcon from '@mui/icons-material/Edit';

export default function ZoomingFab() {
  const [editable, setEditable] = React.useState<boolean>(true);

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 3, minHeight: 72 }}>
      <FormControlLabel
        control={<Switch checked={editable} onChange={(event) => setEditable(event.target.checked)} />}
        label="Document can be edited"
      />
      <Zoom in={editable} unmountOnExit>
        <Fab color="secondary" aria-label="Edit the document">
          <EditIcon />
        </Fab>
      </Zoom>
    </Box>
  );
}
