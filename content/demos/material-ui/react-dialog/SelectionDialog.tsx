import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';

const timezones: string[] = ['Europe/Lisbon', 'America/Chicago', 'Asia/Seoul', 'Australia/Perth'];

export default function SelectionDialog() {
  const [open, setOpen] = React.useState(false);
  const [zone, setZone] = React.useState(timezones[0]);

  const handlePick = (value: string) => {
    setZone(value);
    setOpen(false);
  };

  return (
    <div>
      <Typography sx={{ mb: 2 }}>Time zone: {zone}</Typography>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Change time zone
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)}>
        <DialogTitle>Choose a time zone</DialogTitle>
        <List sx={{ pt: 0 }}>
          {timezones.map((value) => (
            <ListItemButton key={value} selected={value === zone} onClick={() => handlePick(value)}>
              <ListItemText primary={value} />
            </ListItemButton>
          ))}
        </List>
      </Dialog>
    </div>
  );
}
