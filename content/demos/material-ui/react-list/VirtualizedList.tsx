import * as React from 'react';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';

const ITEM_COUNT = 2000;
const ITEM_HEIGHT = 48; // a one-line ListItemButton: 8px of padding and 4px of text margin above and below a 24px line
const VIEWPORT_HEIGHT = 384;
const OVERSCAN = 4;

const streets = ['Maple', 'Oak', 'Cedar', 'Elm', 'Pine', 'Birch', 'Willow', 'Aspen', 'Spruce', 'Walnut'];
const suffixes = ['Street', 'Avenue', 'Lane', 'Road', 'Court'];

// Every address is computed from its index, so any window of rows can be rendered on demand.
function address(index: number) {
  const number = 100 + ((index * 37) % 9800);
  return `${number} ${streets[index % streets.length]} ${suffixes[Math.floor(index / streets.length) % suffixes.length]}`;
}

export default function VirtualizedList() {
  const [scrollTop, setScrollTop] = React.useState(0);
  const first = Math.max(0, Math.floor(scrollTop / ITEM_HEIGHT) - OVERSCAN);
  const last = Math.min(ITEM_COUNT, Math.ceil((scrollTop + VIEWPORT_HEIGHT) / ITEM_HEIGHT) + OVERSCAN);

  const items = [];
  for (let index = first; index < last; index += 1) {
    items.push(
      <ListItem
        key={index}
        disablePadding
        aria-setsize={ITEM_COUNT}
        aria-posinset={index + 1}
        sx={{
          position: 'absolute',
          top: index * ITEM_HEIGHT,
          height: ITEM_HEIGHT,
          width: '100%',
        }}
      >
        <ListItemButton sx={{ height: '100%' }}>
          <ListItemText primary={address(index)} primaryTypographyProps={{ noWrap: true }} />
        </ListItemButton>
      </ListItem>,
    );
  }

  return (
    <Box
      sx={{
        width: '100%',
        maxWidth: 360,
        height: VIEWPORT_HEIGHT,
        overflowY: 'auto',
        bgcolor: 'background.paper',
      }}
      onScroll={(event: React.UIEvent<HTMLDivElement>) => setScrollTop(event.currentTarget.scrollTop)}
      tabIndex={0}
      role="region"
      aria-label="Delivery addresses, 2,000 entries"
    >
      {/* The list has the full height of every row, so the scroll bar is right; only the rows in view exist. */}
      <List disablePadding sx={{ position: 'relative', height: ITEM_COUNT * ITEM_HEIGHT }}>
        {items}
      </List>
    </Box>
  );
}
