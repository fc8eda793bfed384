import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import AvatarGroup from '@mui/joy/AvatarGroup';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Slider from '@mui/joy/Slider';
import Stack from '@mui/joy/Stack';
import Tooltip from '@mui/joy/Tooltip';

const members = [
  'Amina Yusuf',
  'Björn Lind',
  'Chen Wei',
  'Dara Okafor',
  'Elena Rossi',
  'Farid Haddad',
  'Greta Novak',
  'Hugo Marchand',
  'Isabel Ortiz',
];

const initialsOf = (name: string) =>
  name
    .split(' ')
    .map((part) => part[0])
    .join('');

export default function AvatarGroupSurplus() {
  const [max, setMax] = React.useState(4);
  const shown = members.slice(0, max);
  const hidden = members.slice(max);

  return (
    <Stack spacing={3} useFlexGap sx={{ width: '100%', maxWidth: 320 }}>
      <AvatarGroup role="group" aria-label={`Project members, ${members.length} in total`}>
        {shown.map((name) => (
          <Tooltip key={name} title={name} variant="soft">
            <Avatar role="img" aria-label={name}>
              {initialsOf(name)}
            </Avatar>
          </Tooltip>
        ))}
        {hidden.length > 0 && (
          <Tooltip title={hidden.join(', ')} variant="soft">
            <Avatar role="img" aria-label={`${hidden.length} more: ${hidden.join(', ')}`} variant="solid">
              +{hidden.length}
            </Avatar>
          </Tooltip>
        )}
      </AvatarGroup>
      <FormControl>
        <FormLabel>Avatars shown</FormLabel>
        <Slider
          value={max}
          min={1}
          max={members.length}
          step={1}
          marks
          valueLabelDisplay="auto"
          onChange={(_event, value) => setMax(value as number)}
          slotProps={{ input: { 'aria-label': 'Avatars shown' } }}
        />
      </FormControl>
    </Stack>
  );
}
