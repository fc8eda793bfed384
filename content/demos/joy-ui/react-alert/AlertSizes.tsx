import Alert from '@mui/joy/Alert';
import Stack from '@mui/joy/Stack';
import NotificationsActiveOutlinedIcon from '@mui/icons-material/NotificationsActiveOutlined';

const sizes = ['sm', 'md', 'lg'] as const;

export default function AlertSizes() {
  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      {sizes.map((size) => (
        <Alert key={size} size={size} color="primary" startDecorator={<NotificationsActiveOutlinedIcon />}>
          size=&quot;{size}&quot;: the team standup starts in 10 minutes in room Lisbon.
        </Alert>
      ))}
    </Stack>
  );
}
