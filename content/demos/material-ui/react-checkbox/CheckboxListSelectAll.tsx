import * as React from 'react';
import Checkbox from '@mui/material/Checkbox';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Paper from '@mui/material/Paper';

const messages = [
  { id: 'm1', from: 'Billing', subject: 'Your November invoice' },
  { id: 'm2', from: 'Priya Natarajan', subject: 'Slides for Thursday' },
  { id: 'm3', from: 'Build bot', subject: 'Nightly build passed' },
  { id: 'm4', from: 'Tomás Ortega', subject: 'Re: venue for the offsite' },
];

export default function CheckboxListSelectAll() {
  const [selected, setSelected] = React.useState<string[]>(['m2']);
  const allSelected = selected.length === messages.length;
  const someSelected = selected.length > 0 && !allSelected;

  // The indeterminate prop only swaps the icon. Setting the DOM property as well
  // lets screen readers announce the "mixed" state of the select-all box.
  const selectAllRef = React.useRef<HTMLInputElement>(null);
  React.useEffect(() => {
    if (selectAllRef.current) {
      selectAllRef.current.indeterminate = someSelected;
    }
  }, [someSelected]);

  const toggle = (id: string) => {
    setSelected((current) => (current.includes(id) ? current.filter((item) => item !== id) : [...current, id]));
  };

  return (
    <Paper variant="outlined" sx={{ width: '100%', maxWidth: 420 }}>
      <List
        dense
        subheader={
          <ListSubheader
            component="div"
            disableSticky
            sx={{ display: 'flex', alignItems: 'center', gap: 1, pl: 0.5, bgcolor: 'transparent' }}
          >
            <Checkbox
              size="small"
              checked={allSelected}
              indeterminate={someSelected}
              inputRef={selectAllRef}
              onChange={(_event, checked) => setSelected(checked ? messages.map((message) => message.id) : [])}
              inputProps={{ 'aria-label': 'Select all messages' }}
            />
            {selected.length} of {messages.length} selected
          </ListSubheader>
        }
      >
        {messages.map((message) => {
          const labelId = `select-all-list-${message.id}`;
          return (
            <ListItem key={message.id} disablePadding>
              <ListItemButton onClick={() => toggle(message.id)} dense>
                <ListItemIcon sx={{ minWidth: 40 }}>
                  {/* The row is the button, so the checkbox leaves the tab order and skips its own ripple. */}
                  <Checkbox
                    edge="start"
                    size="small"
                    checked={selected.includes(message.id)}
                    tabIndex={-1}
                    disableRipple
                    inputProps={{ 'aria-labelledby': labelId }}
                  />
                </ListItemIcon>
                <ListItemText id={labelId} primary={message.subject} secondary={message.from} />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
    </Paper>
  );
}
