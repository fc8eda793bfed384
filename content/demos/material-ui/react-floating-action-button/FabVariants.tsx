import Fab from '@mui/material/Fab';
import Stack from '@mui/material/Stack';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import FavoriteIcon from '@mui/icons-material/Favorite';
import NavigationIcon from '@mui/icons-material/Navigation';

export default function FabVariants() {
  return (
    <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
      <Fab color="primary" aria-label="Add a task">
        <AddIcon />
      </Fab>
      <Fab color="secondary" aria-label="Edit the list">
        <EditIcon />
      </Fab>
      <Fab variant="extended" color="primary">
        <NavigationIcon sx={{ mr: 1 }} />
        Start route
      </Fab>
      <Fab aria-label="Add to favorites">
        <FavoriteIcon />
      </Fab>
      <Fab disabled aria-label="Add a task (unavailable)">
        <AddIcon />
      </Fab>
    </Stack>
  );
}
