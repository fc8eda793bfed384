import * as React from 'react';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';

export default function ChoresChecklist() {
  const [chores, setChores] = React.useState<string[]>(['Water the plants', 'Renew library books', 'Book a dentist appointment']);
  const [done, setDone] = React.useState<string[]>(['Water the plants']);

  const toggle = (chore: string) => {
    setDone((current) => (current.includes(chore) ? current.filter((item) => item !== chore) : [...current, chore]));
  };

  return (
    <List sx={{ width: '100%', maxWidth: 400, bgcolor: 'background.paper' }}>
      {chores.map((chore) => {
        const labelId = `chore-${chore.replace(/\s+/g, '-')}`;
        return (
          <ListItem
            key={chore}
            disablePadding
            secondaryAction={
              <IconButton
                edge="end"
                aria-label={`Remove ${chore}`}
                onClick={() => setChores((current) => current.filter((item) => item !== chore))}
              >
                <DeleteOutlineIcon />
              </IconButton>
            }
          >
            <ListItemButton dense onClick={() => toggle(chore)}>
              <ListItemIcon>
                <Checkbox
                  edge="start"
                  checked={done.includes(chore)}
                  tabIndex={-1}
                  disableRipple
                  inputProps={{ 'aria-labelledby': labelId }}
                />
              </ListItemIcon>
              <ListItemText id={labelId} primary={chore} />
            </ListItemButton>
          </ListItem>
        );
      })}
    </List>
  );
}
