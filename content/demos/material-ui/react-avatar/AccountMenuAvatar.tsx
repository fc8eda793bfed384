import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import Logout from '@mui/icons-material/Logout';
import Settings from '@mui/icons-material/Settings';

export default function AccountMenuAvatar() {
  const [anchorEl, setAnchorEl] = React.useState<null | HTMLElement>(null);
  const open = Boolean(anchorEl);
  const close = () => setAnchorEl(null);

  return (
    <div>
      <Tooltip title="Account settings">
        <IconButton
          onClick={(event) => setAnchorEl(event.currentTarget)}
          size="small"
          aria-controls={open ? 'account-menu-avatar' : undefined}
          aria-haspopup="true"
          aria-expanded={open ? 'true' : undefined}
        >
          {/* The button is named by its tooltip, so the initials are hidden from screen readers. */}
          <Avatar sx={{ width: 36, height: 36, bgcolor: 'secondary.main', fontSize: '1rem' }} aria-hidden>
            MO
          </Avatar>
        </IconButton>
      </Tooltip>
      <Menu
        id="account-menu-avatar"
        anchorEl={anchorEl}
        open={open}
        onClose={close}
        anchorOrigin={{ horizontal: 'right', vertical: 'bottom' }}
        transformOrigin={{ horizontal: 'right', vertical: 'top' }}
      >
        <MenuItem disabled sx={{ '&.Mui-disabled': { opacity: 1 } }}>
          <Typography variant="body2">
            Signed in as <strong>Maya Okafor</strong>
          </Typography>
        </MenuItem>
        <Divider />
        <MenuItem onClick={close}>
          <ListItemIcon>
            <Settings fontSize="small" />
          </ListItemIcon>
          Settings
        </MenuItem>
        <MenuItem onClick={close}>
          <ListItemIcon>
            <Logout fontSize="small" />
          </ListItemIcon>
          Sign out
        </MenuItem>
      </Menu>
    </div>
  );
}
