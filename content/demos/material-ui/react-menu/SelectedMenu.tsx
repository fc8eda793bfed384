import * as React from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';

const sortOrders = ['Newest first', 'Oldest first', 'Most commented', 'Alphabetical'];

export default function SelectedMenu() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const [selectedIndex, setSelectedIndex] = React.useState<number>(0);
  const open = Boolean(anchorEl);

  return (
    <div>
      <Button
        id="sort-button"
        endIcon={<ArrowDropDownIcon />}
        aria-controls={open ? 'sort-menu' : undefined}
        aria-haspopup="true"
        aria-expanded={open ? 'true' : undefined}
        onClick={(event: React.MouseEvent<HTMLElement>) => setAnchorEl(event.currentTarget)}
      >
        Sort: {sortOrders[selectedIndex]}
      </Button>
      <Menu
        id="sort-menu"
        anchorEl={anchorEl}
        open={open}
        onClose={() => setAnchorEl(null)}
        MenuListProps={{ 'aria-labelledby': 'sort-button' }}
      >
        {sortOrders.map((order, index) => (
          <MenuItem
            key={order}
            selected={index === selectedIndex}
            onClick={() => {
              setSelectedIndex(index);
              setAnchorEl(null);
            }}
          >
            {order}
          </MenuItem>
        ))}
      </Menu>
    </div>
  );
}
