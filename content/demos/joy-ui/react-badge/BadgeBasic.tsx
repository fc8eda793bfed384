import Badge from '@mui/joy/Badge';
import IconButton from '@mui/joy/IconButton';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import MailOutlineRounded from '@mui/icons-material/MailOutlineRounded';
import NotificationsNoneRounded from '@mui/icons-material/NotificationsNoneRounded';

export default function BadgeBasic() {
  return (
    <Stack direction="row" spacing={4} sx={{ alignItems: 'center', pt: 1 }}>
      <Badge badgeContent={4}>
        <IconButton variant="soft" aria-label="Inbox, 4 unread messages">
          <MailOutlineRounded />
        </IconButton>
      </Badge>
      <Badge>
        <IconButton variant="soft" aria-label="Notifications, new activity">
          <NotificationsNoneRounded />
        </IconButton>
      </Badge>
      <Badge badgeContent="New" color="success" size="sm">
        <Typography level="title-md">Release notes</Typography>
      </Badge>
    </Stack>
  );
}
