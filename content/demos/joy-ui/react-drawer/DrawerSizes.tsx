import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Drawer from '@mui/joy/Drawer';
import ModalClose from '@mui/joy/ModalClose';
import Stack from '@mui/joy/Stack';

type Size = 'sm' | 'md' | 'lg';
const widths: Record<Size, string> = {
  sm: '20% of the window, at least 256px',
  md: '30% of the window, at least 300px',
  lg: '60% of the window, at least 440px',
};

export default function DrawerSizes() {
  const [size, setSize] = React.useState<Size>('md');
  const [open, setOpen] = React.useState(false);

  return (
    <Stack direction="row" spacing={1}>
      {(Object.keys(widths) as Size[]).map((value) => (
        <Button
          key={value}
          variant="outlined"
          color="neutral"
          onClick={() => {
            setSize(value);
            setOpen(true);
          }}
        >
          size=&quot;{value}&quot;
        </Button>
      ))}
      <Drawer size={size} open={open} onClose={() => setOpen(false)}>
        <ModalClose aria-label="Close" />
        <DialogTitle>Size {size}</DialogTitle>
        <DialogContent>Width: {widths[size]}.</DialogContent>
      </Drawer>
    </Stack>
  );
}
