import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import InputBase from '@mui/material/InputBase';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import SearchIcon from '@mui/icons-material/Search';

export default function SearchAppBar() {
  return (
    <Box sx={{ flexGrow: 1 }}>
      <AppBar position="static">
        <Toolbar sx={{ gap: 2 }}>
          <Typography variant="h6" component="div" noWrap sx={{ flexGrow: 1, display: { xs: 'none', sm: 'block' } }}>
            Recipe Box
          </Typography>
          <Box
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              px: 1.5,
              borderRadius: 1,
              bgcolor: (theme) => alpha(theme.palette.common.white, 0.15),
              '&:hover': { bgcolor: (theme) => alpha(theme.palette.common.white, 0.25) },
            }}
          >
            <SearchIcon aria-hidden />
            <InputBase
              placeholder="Search recipes…"
              inputProps={{ 'aria-label': 'Search recipes' }}
              sx={{ color: 'inherit', width: 180 }}
            />
          </Box>
        </Toolbar>
      </AppBar>
    </Box>
  );
}
