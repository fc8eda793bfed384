import Badge from '@mui/material/Badge';
import Stack from '@mui/material/Stack';
import InboxIcon from '@mui/icons-material/Inbox';

const colors = ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const;

export default function BadgeColors() {
  return (
    <Stack direction="row" spacing={4}>
      {colors.map((color) => (
        <Badge key={color} badgeContent={5} color={color}>
          <InboxIcon color="action" />
        </Badge>
      ))}
    </Stack>
  );
}
