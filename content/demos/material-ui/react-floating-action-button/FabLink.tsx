import Fab from '@mui/material/Fab';
import Stack from '@mui/material/Stack';
import NavigationIcon from '@mui/icons-material/Navigation';
import HelpOutlineIcon from '@mui/icons-material/HelpOutline';

export default function FabLink() {
  return (
    <Stack direction="row" spacing={2} alignItems="center">
      <Fab variant="extended" color="primary" href="#links">
        <NavigationIcon sx={{ mr: 1 }} />
        Back to Links
      </Fab>
      <Fab size="medium" href="/material-ui/react-button" aria-label="Read the Button page">
        <HelpOutlineIcon />
      </Fab>
    </Stack>
  );
}
