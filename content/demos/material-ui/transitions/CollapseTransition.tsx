import * as React from 'react';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';

const content = 'Ingredients: 200 g flour, 2 eggs, 300 ml milk, a pinch of salt and butter for the pan.';

export default function CollapseTransition() {
  const [open, setOpen] = React.useState<boolean>(false);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel control={<Switch checked={open} onChange={(event) => setOpen(event.target.checked)} />} label="Expand" />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 1, alignItems: 'flex-start', minHeight: 120 }}>
        <Collapse in={open}>
          <Paper variant="outlined" sx={{ p: 2, width: 200 }}>
            {content}
          </Paper>
        </Collapse>
        <Collapse in={open} orientation="horizontal">
          <Paper variant="outlined" sx={{ p: 2, width: 200 }}>
            {content}
          </Paper>
        </Collapse>
        <Collapse in={open} collapsedSize={44}>
          <Paper variant="outlined" sx={{ p: 2, width: 200 }}>
            {content}
          </Paper>
        </Collapse>
      </Box>
    </Box>
  );
}
