import Avatar from '@mui/joy/Avatar';
import Badge from '@mui/joy/Badge';
import Stack from '@mui/joy/Stack';

export default function BadgeInset() {
  return (
    <Stack direction="row" spacing={4}>
      <Badge color="success" size="sm" badgeInset="14%" anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}>
        <Avatar role="img" aria-label="Nadia Karimi, online">
          NK
        </Avatar>
      </Badge>
      <Badge color="success" size="sm" badgeInset="0" anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}>
        <Avatar role="img" aria-label="Nadia Karimi, online">
          NK
        </Avatar>
      </Badge>
      <Badge
        color="warning"
        variant="soft"
        badgeContent="Pro"
        badgeInset="0 12%"
        size="sm"
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      >
        <Avatar size="lg" color="primary" role="img" aria-label="Owen Brooks, Pro member">
          OB
        </Avatar>
      </Badge>
    </Stack>
  );
}
