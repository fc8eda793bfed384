import * as React from 'react';
import { alpha, styled } from '@mui/material/styles';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Menu, { MenuProps } from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ArchiveIcon from '@mui/icons-material/Archive';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import EditIcon from '@mui/icons-material/Edit';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import PushPinIcon from '@mui/icons-material/PushPin';
// Types `theme.vars`, which CSS theme variables add to the theme.
import type {} from '@mui/material/themeCssVarsAugmentation';

// `theme.vars` is set under CSS theme variables (as on this site) and follows the color mode; a plain theme falls back to
// `theme.palette`, the same idiom Material UI's own components use.
const RoundedMenu = styled((props: MenuProps) => (
  <Menu
    elevation={0}
    anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
    transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    {...props}
  />
))(({ theme }) => ({
  '& .MuiPaper-root': {
    borderRadius: 8,
    marginTop: theme.spacing(1),
    minWidth: 200,
    border: `1px solid ${(theme.vars || theme).palette.divider}`,
    boxShadow: (theme.vars || theme).shadows[8],
    '& .MuiMenu-list': {
      padding: '4px',
    },
    '& .MuiMenuItem-root': {
      borderRadius: 6,
      fontSize: 14,
      '& .MuiSvgIcon-root': {
        fontSize: 18,
        color: (theme.vars || theme).palette.text.secondary,
        marginRight: theme.spacing(1.5),
      },
      '&:active': {
        // alpha() needs a color value; CSS variables give the channels of the color instead.
        backgroundColor: theme.vars
          ? `rgba(${theme.vars.palette.primary.mainChannel} / ${theme.vars.palette.action.selectedOpacity})`
          : alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity),
      },
    },
  },
}));

export default function CustomizedMenu() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const open = Boolean(anchorEl);
  const close = () => setAnchorEl(null);

  return (
    <div>
      <Button
        id="note-options-button"
        aria-controls={open ? 'note-options-menu' : undefined}
        aria-haspopup="true"
        aria-expanded={open ? 'true' : undefined}
        variant="contained"
        disableElevation
        onClick={(event: React.MouseEvent<HTMLElement>) => setAnchorEl(event.currentTarget)}
        endIcon={<KeyboardArrowDownIcon />}
      >
        Note options
      </Button>
      <RoundedMenu
        id="note-options-menu"
        MenuListProps={{ 'aria-labelledby': 'note-options-button' }}
        anchorEl={anchorEl}
        open={open}
        onClose={close}
      >
        <MenuItem onClick={close} disableRipple>
          <EditIcon />
          Edit
        </MenuItem>
        <MenuItem onClick={close} disableRipple>
          <ContentCopyIcon />
          Make a copy
        </MenuItem>
        <MenuItem onClick={close} disableRipple>
          <PushPinIcon />
          Pin to top
        </MenuItem>
        <Divider sx={{ my: 0.5 }} />
        <MenuItem onClick={close} disableRipple>
          <ArchiveIcon />
          Archive
        </MenuItem>
      </RoundedMenu>
    </div>
  );
}
