import AppBar from '@mui/material/AppBar';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';

const colors = ['primary', 'secondary', 'default', 'transparent'] as const;

export default function AppBarColors() {
  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      {colors.map((color) => (
        <AppBar key={color} position="static" color={color} enableColorOnDark>
          <Toolbar variant="dense">
            <Typography variant="h6" component="div">
              color=&quot;{color}&quot;
            </Typography>
          </Toolbar>
        </AppBar>
      ))}
    </Stack>
  );
}
