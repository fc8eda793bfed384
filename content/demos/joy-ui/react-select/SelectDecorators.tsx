import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import Chip from '@mui/joy/Chip';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Stack from '@mui/joy/Stack';
import PublicIcon from '@mui/icons-material/Public';

const reviewers = [
  { id: 'mkowalski', name: 'Marta Kowalski', initials: 'MK', openReviews: 2 },
  { id: 'dokafor', name: 'David Okafor', initials: 'DO', openReviews: 5 },
  { id: 'ytanaka', name: 'Yuki Tanaka', initials: 'YT', openReviews: 0 },
];

export default function SelectDecorators() {
  const [reviewer, setReviewer] = React.useState<string | null>('dokafor');
  const selected = reviewers.find((person) => person.id === reviewer);
  return (
    <Stack spacing={1.5} sx={{ width: 300 }}>
      <Select defaultValue="eu-west" startDecorator={<PublicIcon />} aria-label="Data center region">
        <Option value="us-east">US East (Virginia)</Option>
        <Option value="eu-west">EU West (Dublin)</Option>
        <Option value="ap-south">Asia Pacific (Mumbai)</Option>
      </Select>
      <Select
        value={reviewer}
        onChange={(_event, value) => setReviewer(value)}
        aria-label="Reviewer"
        startDecorator={
          selected ? (
            <Avatar size="sm" variant="solid" color="primary" sx={{ '--Avatar-size': '24px' }}>
              {selected.initials}
            </Avatar>
          ) : null
        }
        endDecorator={
          selected ? (
            <Chip size="sm" color={selected.openReviews > 3 ? 'warning' : 'neutral'} variant="soft">
              {selected.openReviews} open
            </Chip>
          ) : null
        }
        slotProps={{ listbox: { sx: { '--ListItemDecorator-size': '40px' } } }}
      >
        {reviewers.map((person) => (
          <Option key={person.id} value={person.id} label={person.name}>
            <ListItemDecorator>
              <Avatar size="sm">{person.initials}</Avatar>
            </ListItemDecorator>
            {person.name}
          </Option>
        ))}
      </Select>
    </Stack>
  );
}
