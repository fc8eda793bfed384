import * as React from 'react';
import Chip from '@mui/joy/Chip';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Sheet from '@mui/joy/Sheet';
import DraftsOutlined from '@mui/icons-material/DraftsOutlined';
import InboxOutlined from '@mui/icons-material/InboxOutlined';
import SendOutlined from '@mui/icons-material/SendOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutline';

const folders = [
  { name: 'Inbox', icon: <InboxOutlined />, count: 12 },
  { name: 'Drafts', icon: <DraftsOutlined />, count: 2 },
  { name: 'Sent', icon: <SendOutlined />, count: 0 },
  { name: 'Trash', icon: <DeleteOutline />, count: 0 },
];

export default function ListSelected() {
  const [selected, setSelected] = React.useState('Inbox');

  return (
    <Sheet variant="outlined" sx={{ width: 260, borderRadius: 'md', p: 1 }}>
      <List component="nav" aria-label="Mail folders" sx={{ '--List-padding': '0px', '--ListItem-radius': '8px', '--List-gap': '4px' }}>
        {folders.map((folder) => (
          <ListItem key={folder.name}>
            <ListItemButton
              selected={selected === folder.name}
              aria-current={selected === folder.name ? 'page' : undefined}
              variant={selected === folder.name ? 'soft' : 'plain'}
              color={selected === folder.name ? 'primary' : 'neutral'}
              onClick={() => setSelected(folder.name)}
            >
              <ListItemDecorator>{folder.icon}</ListItemDecorator>
              <ListItemContent>{folder.name}</ListItemContent>
              {folder.count > 0 && (
                <Chip size="sm" variant="soft" color={selected === folder.name ? 'primary' : 'neutral'}>
                  {folder.count}
                </Chip>
              )}
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Sheet>
  );
}
