import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog from '@mui/joy/ModalDialog';
import ModalOverflow from '@mui/joy/ModalOverflow';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';

const stations = [
  'Amsterdam Centraal',
  'Utrecht Centraal',
  'Arnhem Centraal',
  'Oberhausen Hbf',
  'Duisburg Hbf',
  'Düsseldorf Hbf',
  'Köln Hbf',
  'Siegburg/Bonn',
  'Montabaur',
  'Frankfurt (Main) Flughafen',
  'Frankfurt (Main) Hbf',
  'Mannheim Hbf',
  'Karlsruhe Hbf',
  'Baden-Baden',
  'Offenburg',
  'Freiburg (Breisgau) Hbf',
  'Basel Bad Bf',
  'Basel SBB',
  'Olten',
  'Bern',
  'Thun',
  'Spiez',
  'Visp',
  'Brig',
];

export default function ScrollableModal() {
  const [open, setOpen] = React.useState(false);
  const [pageScroll, setPageScroll] = React.useState(false);

  const dialog = (
    <ModalDialog>
      <ModalClose aria-label="Close the timetable" />
      <DialogTitle>Amsterdam to Brig: all stops</DialogTitle>
      <DialogContent>
        <List>
          {stations.map((station) => (
            <ListItem key={station}>{station}</ListItem>
          ))}
        </List>
      </DialogContent>
    </ModalDialog>
  );

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <FormControl orientation="horizontal" sx={{ gap: 1 }}>
        <Switch checked={pageScroll} onChange={(event) => setPageScroll(event.target.checked)} />
        <FormLabel>Scroll the whole dialog (ModalOverflow)</FormLabel>
      </FormControl>
      <Button variant="outlined" color="neutral" onClick={() => setOpen(true)}>
        Show the stops
      </Button>
      <Modal open={open} onClose={() => setOpen(false)}>
        {pageScroll ? <ModalOverflow>{dialog}</ModalOverflow> : dialog}
      </Modal>
    </Stack>
  );
}
