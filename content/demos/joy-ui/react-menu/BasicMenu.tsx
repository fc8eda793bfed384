import Dropdown from '@mui/joy/Dropdown';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';

export default function BasicMenu() {
  return (
    <Dropdown>
      <MenuButton>Sort by</MenuButton>
      <Menu>
        <MenuItem>Newest first</MenuItem>
        <MenuItem>Price: low to high</MenuItem>
        <MenuItem>Price: high to low</MenuItem>
        <MenuItem>Customer rating</MenuItem>
      </Menu>
    </Dropdown>
  );
}
