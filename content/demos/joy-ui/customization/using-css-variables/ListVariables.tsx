import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Stack from '@mui/joy/Stack';
import InboxOutlined from '@mui/icons-material/InboxOutlined';
import SendOutlined from '@mui/icons-material/SendOutlined';
import DraftsOutlined from '@mui/icons-material/DraftsOutlined';

const folders = [
  { name: 'Inbox', icon: <InboxOutlined /> },
  { name: 'Sent', icon: <SendOutlined /> },
  { name: 'Drafts', icon: <DraftsOutlined /> },
];

function Folders() {
  return (
    <>
      {folders.map((folder, index) => (
        <ListItem key={folder.name}>
          <ListItemButton selected={index === 0}>
            <ListItemDecorator>{folder.icon}</ListItemDecorator>
            {folder.name}
          </ListItemButton>
        </ListItem>
      ))}
    </>
  );
}

export default function ListVariables() {
  return (
    <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <List aria-label="Mail folders, default spacing" variant="outlined" sx={{ width: 200, borderRadius: 'sm' }}>
        <Folders />
      </List>
      <List
        aria-label="Mail folders, compact spacing"
        variant="outlined"
        sx={{
          width: 200,
          borderRadius: 'sm',
          // Set once on the List, read by every ListItem, button and decorator.
          '--List-padding': '6px',
          '--List-gap': '4px',
          '--ListItem-radius': '6px',
          '--ListItem-minHeight': '2rem',
          '--ListItemDecorator-size': '1.75rem',
          '--Icon-fontSize': '1.125rem',
        }}
      >
        <Folders />
      </List>
    </Stack>
  );
}
