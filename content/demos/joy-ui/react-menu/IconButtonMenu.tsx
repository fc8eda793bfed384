import Dropdown from '@mui/joy/Dropdown';
import IconButton from '@mui/joy/IconButton';
import ListDivider from '@mui/joy/ListDivider';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import MoreVertRoundedIcon from '@mui/icons-material/MoreVertRounded';

export default function IconButtonMenu() {
  return (
    <Dropdown>
      <MenuButton
        slots={{ root: IconButton }}
        slotProps={{ root: { variant: 'outlined', color: 'neutral' } }}
        aria-label="Actions for invoice INV-2041"
      >
        <MoreVertRoundedIcon />
      </MenuButton>
      <Menu placement="bottom-end">
        <MenuItem>View invoice</MenuItem>
        <MenuItem>Send reminder</MenuItem>
        <MenuItem>Mark as paid</MenuItem>
        <ListDivider />
        <MenuItem color="danger">Void invoice</MenuItem>
      </Menu>
    </Dropdown>
  );
}
