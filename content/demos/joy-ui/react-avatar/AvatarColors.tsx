import Avatar from '@mui/joy/Avatar';
import Stack from '@mui/joy/Stack';

const people = [
  { initials: 'AK', color: 'primary' },
  { initials: 'BN', color: 'neutral' },
  { initials: 'CD', color: 'danger' },
  { initials: 'EL', color: 'success' },
  { initials: 'GW', color: 'warning' },
] as const;

export default function AvatarColors() {
  return (
    <Stack spacing={2}>
      {(['soft', 'solid'] as const).map((variant) => (
        <Stack key={variant} direction="row" spacing={2}>
          {people.map(({ initials, color }) => (
            <Avatar key={color} variant={variant} color={color}>
              {initials}
            </Avatar>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
