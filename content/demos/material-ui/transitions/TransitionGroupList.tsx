import * as React from 'react';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { TransitionGroup } from 'react-transition-group';

const pantry = ['Rice', 'Lentils', 'Oats', 'Chickpeas', 'Polenta', 'Couscous', 'Barley'];

export default function TransitionGroupList() {
  const [items, setItems] = React.useState(pantry.slice(0, 3));
  const next = pantry.find((item) => !items.includes(item));

  return (
    <div>
      <Button variant="outlined" disabled={!next} onClick={() => next && setItems([...items, next])}>
        {next ? `Add ${next.toLowerCase()}` : 'Pantry is full'}
      </Button>
      <Paper variant="outlined" sx={{ mt: 2, maxWidth: 320 }}>
        <List dense aria-label="Pantry">
          {/* Each child of TransitionGroup gets `in` from the group: true while it is in the array, false once removed. */}
          <TransitionGroup>
            {items.map((item) => (
              <Collapse key={item}>
                <ListItem
                  secondaryAction={
                    <IconButton edge="end" aria-label={`Remove ${item}`} onClick={() => setItems(items.filter((entry) => entry !== item))}>
                      <DeleteOutlineIcon />
                    </IconButton>
                  }
                >
                  <ListItemText primary={item} />
                </ListItem>
              </Collapse>
            ))}
          </TransitionGroup>
        </List>
      </Paper>
    </div>
  );
}
