import Avatar from '@mui/joy/Avatar';
import AvatarGroup from '@mui/joy/AvatarGroup';

const attendees = ['Mei Lin', 'Oskar Nilsson', 'Priya Shah'];

export default function AvatarGroupReversed() {
  return (
    <AvatarGroup role="group" aria-label="Attendees" sx={{ flexDirection: 'row-reverse', justifyContent: 'flex-end' }}>
      <Avatar role="img" aria-label="2 more attendees" variant="outlined">
        +2
      </Avatar>
      {[...attendees].reverse().map((name) => (
        <Avatar key={name} role="img" aria-label={name} color="primary">
          {name
            .split(' ')
            .map((part) => part[0])
            .join('')}
        </Avatar>
      ))}
    </AvatarGroup>
  );
}
