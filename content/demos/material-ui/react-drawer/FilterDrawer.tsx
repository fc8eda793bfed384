import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import FilterListIcon from '@mui/icons-material/FilterList';

const cuisines = ['Georgian', 'Korean', 'Lebanese', 'Peruvian'];

export default function FilterDrawer() {
  const [open, setOpen] = React.useState<boolean>(false);
  const [selected, setSelected] = React.useState<string[]>(['Korean']);

  const toggle = (cuisine: string) => {
    setSelected((current) => (current.includes(cuisine) ? current.filter((item) => item !== cuisine) : [...current, cuisine]));
  };

  return (
    <Stack direction="row" spacing={2} alignItems="center">
      <Button startIcon={<FilterListIcon />} onClick={() => setOpen(true)}>
        Filters
      </Button>
      <Typography variant="body2" color="text.secondary">
        Showing: {selected.length ? selected.join(', ') : 'all cuisines'}
      </Typography>
      <Drawer anchor="right" open={open} onClose={() => setOpen(false)} ModalProps={{ keepMounted: true }}>
        <Box sx={{ width: 280, p: 2 }} role="dialog" aria-labelledby="filter-title">
          <Stack direction="row" alignItems="center" justifyContent="space-between">
            <Typography id="filter-title" variant="h6">
              Cuisine
            </Typography>
            <IconButton aria-label="Close filters" onClick={() => setOpen(false)}>
              <CloseIcon />
            </IconButton>
          </Stack>
          <FormGroup>
            {cuisines.map((cuisine) => (
              <FormControlLabel
                key={cuisine}
                label={cuisine}
                control={<Checkbox checked={selected.includes(cuisine)} onChange={() => toggle(cuisine)} />}
              />
            ))}
          </FormGroup>
        </Box>
      </Drawer>
    </Stack>
  );
}
