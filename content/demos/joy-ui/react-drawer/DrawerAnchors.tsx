import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Drawer from '@mui/joy/Drawer';
import ModalClose from '@mui/joy/ModalClose';
import Stack from '@mui/joy/Stack';

type Anchor = 'left' | 'right' | 'top' | 'bottom';
const anchors: Anchor[] = ['left', 'right', 'top', 'bottom'];

export default function DrawerAnchors() {
  const [anchor, setAnchor] = React.useState<Anchor>('left');
  const [open, setOpen] = React.useState(false);

  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {anchors.map((value) => (
        <Button
          key={value}
          variant="soft"
          onClick={() => {
            setAnchor(value);
            setOpen(true);
          }}
        >
          {value}
        </Button>
      ))}
      <Drawer anchor={anchor} open={open} onClose={() => setOpen(false)}>
        <ModalClose aria-label="Close" />
        <DialogTitle>anchor=&quot;{anchor}&quot;</DialogTitle>
        <DialogContent>
          {anchor === 'left' || anchor === 'right'
            ? 'Side drawers take the full height of the window and a width set by the size.'
            : 'Top and bottom drawers take the full width of the window and a height set by the size.'}
        </DialogContent>
      </Drawer>
    </Stack>
  );
}
