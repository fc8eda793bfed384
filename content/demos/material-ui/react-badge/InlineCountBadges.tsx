import * as React from 'react';
import Badge from '@mui/material/Badge';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

const folders = [
  { id: 'inbox', label: 'Inbox', count: 18 },
  { id: 'drafts', label: 'Drafts', count: 2 },
  { id: 'spam', label: 'Spam', count: 0 },
];

// The badge element is normally absolute, on a corner of its child. Made static, it
// flows after the text like a count in a tab or a navigation item.
// A hidden badge only shrinks to scale(0), which would still take room in the flow.
const inline = {
  '& .MuiBadge-badge': { position: 'static', transform: 'none', ml: 1 },
  '& .MuiBadge-invisible': { display: 'none' },
};

export default function InlineCountBadges() {
  const [folder, setFolder] = React.useState('inbox');

  return (
    <Tabs value={folder} onChange={(_event, value: string) => setFolder(value)} aria-label="Mail folders">
      {folders.map((item) => (
        <Tab
          key={item.id}
          value={item.id}
          aria-label={item.count > 0 ? `${item.label}, ${item.count} unread` : item.label}
          label={
            <Badge badgeContent={item.count} color={item.id === folder ? 'primary' : 'default'} sx={inline}>
              {item.label}
            </Badge>
          }
          sx={{ '& .MuiBadge-colorDefault': { bgcolor: 'action.selected' } }}
        />
      ))}
    </Tabs>
  );
}
