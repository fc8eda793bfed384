import * as React from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';

export default function BasicMenu() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const open = Boolean(anchorEl);
  const close = () => setAnchorEl(null);

  return (
    <div>
      <Button
        id="export-button"
        aria-controls={open ? 'export-menu' : undefined}
        aria-haspopup="true"
        aria-expanded={open ? 'true' : undefined}
        onClick={(event: React.MouseEvent<HTMLElement>) => setAnchorEl(event.currentTarget)}
      >
        Export
      </Button>
      <Menu id="export-menu" anchorEl={anchorEl} open={open} onClose={close} MenuListProps={{ 'aria-labelledby': 'export-button' }}>
        <MenuItem onClick={close}>As PDF</MenuItem>
        <MenuItem onClick={close}>As spreadsheet</MenuItem>
        <MenuItem onClick={close}>As plain text</MenuItem>
      </Menu>
    </div>
  );
}
