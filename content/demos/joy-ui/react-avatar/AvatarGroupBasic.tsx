import Avatar from '@mui/joy/Avatar';
import AvatarGroup from '@mui/joy/AvatarGroup';
import Stack from '@mui/joy/Stack';

const reviewers = ['Hana Sato', 'Diego Alvarez', 'Grace Mensah', 'Ivan Petrov'];

const initialsOf = (name: string) =>
  name
    .split(' ')
    .map((part) => part[0])
    .join('');

export default function AvatarGroupBasic() {
  return (
    <Stack spacing={2} useFlexGap>
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <AvatarGroup key={size} size={size} role="group" aria-label="Reviewers">
          {reviewers.map((name) => (
            <Avatar key={name} role="img" aria-label={name}>
              {initialsOf(name)}
            </Avatar>
          ))}
        </AvatarGroup>
      ))}
      <AvatarGroup variant="solid" color="primary" role="group" aria-label="Reviewers">
        {reviewers.map((name) => (
          <Avatar key={name} role="img" aria-label={name}>
            {initialsOf(name)}
          </Avatar>
        ))}
      </AvatarGroup>
    </Stack>
  );
}
