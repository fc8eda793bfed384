import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import Button from '@mui/joy/Button';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Skeleton from '@mui/joy/Skeleton';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const people = [
  { initials: 'AK', name: 'Aiko Kimura', role: 'Product designer, Osaka' },
  { initials: 'TB', name: 'Tomás Barros', role: 'Support lead, Lisbon' },
  { initials: 'NO', name: 'Nkechi Okafor', role: 'Backend engineer, Lagos' },
];

export default function SkeletonListPlaceholder() {
  const [loaded, setLoaded] = React.useState(false);

  return (
    <Stack spacing={1} sx={{ width: '100%', maxWidth: 360, alignItems: 'flex-start' }}>
      <List aria-busy={!loaded} aria-label="Team members" sx={{ width: '100%' }}>
        {loaded
          ? people.map((person) => (
              <ListItem key={person.name}>
                <ListItemDecorator>
                  <Avatar size="sm">{person.initials}</Avatar>
                </ListItemDecorator>
                <ListItemContent>
                  <Typography level="title-sm">{person.name}</Typography>
                  <Typography level="body-xs">{person.role}</Typography>
                </ListItemContent>
              </ListItem>
            ))
          : people.map((person) => (
              <ListItem key={person.name}>
                <ListItemDecorator>
                  <Skeleton variant="circular" width={32} height={32} />
                </ListItemDecorator>
                <ListItemContent>
                  <Skeleton variant="text" level="title-sm" width={120} />
                  <Skeleton variant="text" level="body-xs" width={180} />
                </ListItemContent>
              </ListItem>
            ))}
      </List>
      <Button size="sm" variant="outlined" color="neutral" onClick={() => setLoaded((value) => !value)}>
        {loaded ? 'Show the placeholder' : 'Show the team'}
      </Button>
    </Stack>
  );
}
