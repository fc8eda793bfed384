import * as React from 'react';
import Checkbox from '@mui/joy/Checkbox';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

const channels = [
  { id: 'email', label: 'Email', detail: 'Sent to ana.souza@example.com' },
  { id: 'sms', label: 'Text message', detail: 'Sent to +351 912 345 678' },
  { id: 'push', label: 'Push notification', detail: 'On the phones where you are signed in' },
  { id: 'slack', label: 'Slack', detail: 'Direct message from the Acme bot' },
];

export default function CheckboxList() {
  const [selected, setSelected] = React.useState<string[]>(['email', 'push']);
  return (
    <Sheet variant="outlined" sx={{ borderRadius: 'sm', width: 400 }}>
      <Typography id="notify-channels" level="title-sm" sx={{ px: 2, pt: 1.5 }}>
        Notify me by
      </Typography>
      <List role="group" aria-labelledby="notify-channels" sx={{ '--ListItem-paddingY': '0.5rem' }}>
        {channels.map((channel) => {
          const checked = selected.includes(channel.id);
          return (
            <ListItem key={channel.id} variant={checked ? 'soft' : 'plain'} color={checked ? 'primary' : 'neutral'}>
              <Checkbox
                overlay
                checked={checked}
                onChange={(event) =>
                  setSelected((current) => (event.target.checked ? [...current, channel.id] : current.filter((id) => id !== channel.id)))
                }
                label={channel.label}
                slotProps={{ input: { 'aria-describedby': `${channel.id}-detail` } }}
              />
              <Typography id={`${channel.id}-detail`} level="body-xs" sx={{ ml: 'auto' }}>
                {channel.detail}
              </Typography>
            </ListItem>
          );
        })}
      </List>
    </Sheet>
  );
}
