import * as React from 'react';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import MoreHorizIcon from '@mui/icons-material/MoreHoriz';

const trail = ['Drive', 'Company', 'Finance', 'Reports', '2024', 'Q3'];
const current = 'Cash flow.xlsx';

export default function MenuBreadcrumbs() {
  const [anchorEl, setAnchorEl] = React.useState<null | HTMLElement>(null);
  const [opened, setOpened] = React.useState<string | null>(null);
  const hidden = trail.slice(1, -1);

  const go = (level: string) => (event: React.MouseEvent) => {
    event.preventDefault();
    setAnchorEl(null);
    setOpened(level);
  };

  return (
    <div>
      <Breadcrumbs aria-label="breadcrumb">
        <Link underline="hover" color="inherit" href="#drive" onClick={go(trail[0])}>
          {trail[0]}
        </Link>
        {/* The hidden levels stay one click away, in order, instead of expanding the whole trail. */}
        <IconButton
          size="small"
          aria-label={`${hidden.length} more levels`}
          aria-haspopup="menu"
          aria-expanded={anchorEl ? 'true' : undefined}
          onClick={(event) => setAnchorEl(event.currentTarget)}
          sx={{ p: 0.25 }}
        >
          <MoreHorizIcon fontSize="small" />
        </IconButton>
        <Link underline="hover" color="inherit" href="#q3" onClick={go(trail[trail.length - 1])}>
          {trail[trail.length - 1]}
        </Link>
        <Typography color="text.primary" aria-current="page">
          {current}
        </Typography>
      </Breadcrumbs>
      <Menu anchorEl={anchorEl} open={Boolean(anchorEl)} onClose={() => setAnchorEl(null)}>
        {hidden.map((level) => (
          <MenuItem key={level} onClick={go(level)}>
            {level}
          </MenuItem>
        ))}
      </Menu>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }} role="status">
        {opened ? `You chose "${opened}".` : 'Open the menu to reach a hidden level.'}
      </Typography>
    </div>
  );
}
