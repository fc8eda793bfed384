import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog, { DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';

const clauses: string[] = Array.from(
  { length: 24 },
  (_, index) => `${index + 1}. Members keep their lockers tidy and return borrowed equipment within ${index + 2} days.`,
);

export default function ScrollingDialog() {
  const [scroll, setScroll] = React.useState<DialogProps['scroll']>('paper');
  const [open, setOpen] = React.useState(false);

  const openWith = (value: DialogProps['scroll']) => {
    setScroll(value);
    setOpen(true);
  };

  return (
    <Stack direction="row" spacing={2}>
      <Button onClick={() => openWith('paper')}>scroll=paper</Button>
      <Button onClick={() => openWith('body')}>scroll=body</Button>
      <Dialog open={open} onClose={() => setOpen(false)} scroll={scroll}>
        <DialogTitle>Climbing club rules</DialogTitle>
        <DialogContent dividers={scroll === 'paper'}>
          {clauses.map((clause) => (
            <DialogContentText key={clause} sx={{ mb: 1 }}>
              {clause}
            </DialogContentText>
          ))}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>I agree</Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
