import * as React from 'react';
import Button from '@mui/joy/Button';
import Checkbox from '@mui/joy/Checkbox';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Divider from '@mui/joy/Divider';
import Drawer from '@mui/joy/Drawer';
import ModalClose from '@mui/joy/ModalClose';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';

export default function InvertedColorsDrawer() {
  const [open, setOpen] = React.useState(false);
  const [inverted, setInverted] = React.useState(true);

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Button color="primary" onClick={() => setOpen(true)}>
        Notification settings
      </Button>
      <Typography
        component="label"
        level="body-sm"
        startDecorator={<Switch checked={inverted} onChange={(event) => setInverted(event.target.checked)} />}
      >
        invertedColors
      </Typography>
      <Drawer anchor="right" variant="solid" color="primary" invertedColors={inverted} open={open} onClose={() => setOpen(false)}>
        <ModalClose aria-label="Close" />
        <DialogTitle>Notifications</DialogTitle>
        <DialogContent sx={{ px: 2, gap: 1.5 }}>
          <Typography level="body-sm">Choose what reaches your inbox.</Typography>
          <Checkbox label="Weekly summary" defaultChecked />
          <Checkbox label="Comments on my tasks" defaultChecked />
          <Checkbox label="Product announcements" />
          <Divider />
          <Button variant="soft" onClick={() => setOpen(false)}>
            Save preferences
          </Button>
        </DialogContent>
      </Drawer>
    </Stack>
  );
}
