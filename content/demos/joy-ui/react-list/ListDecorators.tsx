import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import IconButton from '@mui/joy/IconButton';
import List from '@mui/joy/List';
import ListDivider from '@mui/joy/ListDivider';
import ListItem from '@mui/joy/ListItem';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Typography from '@mui/joy/Typography';
import CallOutlined from '@mui/icons-material/CallOutlined';

const contacts = [
  { name: 'Aisha Bello', role: 'Product designer', initials: 'AB', color: 'primary' },
  { name: 'Marco Conti', role: 'Account manager', initials: 'MC', color: 'success' },
  { name: 'Yuna Park', role: 'Support lead', initials: 'YP', color: 'warning' },
] as const;

export default function ListDecorators() {
  return (
    <List variant="outlined" aria-label="Contacts" sx={{ maxWidth: 380, borderRadius: 'sm', '--ListItemDecorator-size': '56px' }}>
      {contacts.map((contact, index) => (
        <React.Fragment key={contact.name}>
          {index > 0 && <ListDivider inset="startContent" aria-hidden />}
          <ListItem
            endAction={
              <IconButton aria-label={`Call ${contact.name}`} size="sm" variant="plain">
                <CallOutlined />
              </IconButton>
            }
          >
            <ListItemDecorator>
              <Avatar color={contact.color}>{contact.initials}</Avatar>
            </ListItemDecorator>
            <ListItemContent>
              <Typography level="title-sm">{contact.name}</Typography>
              <Typography level="body-sm" noWrap>
                {contact.role}
              </Typography>
            </ListItemContent>
          </ListItem>
        </React.Fragment>
      ))}
    </List>
  );
}
