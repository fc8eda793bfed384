import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Stack from '@mui/material/Stack';

type Presence = 'online' | 'away' | 'offline';

const people: { initials: string; presence: Presence }[] = [
  { initials: 'MV', presence: 'online' },
  { initials: 'JT', presence: 'away' },
  { initials: 'SO', presence: 'offline' },
];

export default function StatusAvatars() {
  return (
    <Stack direction="row" spacing={3}>
      {people.map(({ initials, presence }) => (
        <Badge
          key={initials}
          variant="dot"
          overlap="circular"
          color={presence === 'online' ? 'success' : 'warning'}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          invisible={presence === 'offline'}
          sx={{
            '& .MuiBadge-badge': { width: 14, height: 14, minWidth: 14, borderRadius: '50%', border: 2, borderColor: 'background.paper' },
          }}
        >
          <Avatar role="img" aria-label={`${initials}, ${presence}`}>
            {initials}
          </Avatar>
        </Badge>
      ))}
    </Stack>
  );
}
