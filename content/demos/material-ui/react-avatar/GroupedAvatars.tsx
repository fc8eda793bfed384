import Avatar from '@mui/material/Avatar';
import AvatarGroup from '@mui/material/AvatarGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const reviewers: string[] = ['AB', 'CK', 'DM', 'EF', 'GS', 'HN'];

export default function GroupedAvatars() {
  return (
    <Stack spacing={3} alignItems="flex-start">
      <div>
        <Typography variant="caption" color="text.secondary">
          max=4, six children
        </Typography>
        <AvatarGroup max={4}>
          {reviewers.map((initials) => (
            <Avatar key={initials}>{initials}</Avatar>
          ))}
        </AvatarGroup>
      </div>
      <div>
        <Typography variant="caption" color="text.secondary">
          three children, total=42, spacing=&quot;small&quot;
        </Typography>
        <AvatarGroup total={42} spacing="small" renderSurplus={(surplus) => <span>+{surplus}</span>}>
          {reviewers.slice(0, 3).map((initials) => (
            <Avatar key={initials}>{initials}</Avatar>
          ))}
        </AvatarGroup>
      </div>
    </Stack>
  );
}
