import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import FolderIcon from '@mui/icons-material/Folder';
import PetsIcon from '@mui/icons-material/Pets';
import TaskAltIcon from '@mui/icons-material/TaskAlt';

export default function AvatarsWithIcons() {
  return (
    <Stack direction="row" spacing={2}>
      <Avatar>
        <FolderIcon />
      </Avatar>
      <Avatar sx={{ bgcolor: 'secondary.main' }}>
        <PetsIcon />
      </Avatar>
      <Avatar sx={{ bgcolor: 'success.main' }}>
        <TaskAltIcon />
      </Avatar>
    </Stack>
  );
}
