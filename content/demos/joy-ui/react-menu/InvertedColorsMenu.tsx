import Dropdown from '@mui/joy/Dropdown';
import ListDivider from '@mui/joy/ListDivider';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import Typography from '@mui/joy/Typography';
import PersonRoundedIcon from '@mui/icons-material/PersonRounded';
import SettingsRoundedIcon from '@mui/icons-material/SettingsRounded';
import LogoutRoundedIcon from '@mui/icons-material/LogoutRounded';

export default function InvertedColorsMenu() {
  return (
    <Dropdown>
      <MenuButton variant="solid" color="primary">
        Ana Ferreira
      </MenuButton>
      <Menu variant="solid" color="primary" invertedColors placement="bottom-start" sx={{ minWidth: 200 }}>
        <Typography level="body-xs" sx={{ px: 1.5, py: 0.5 }}>
          Signed in as ana@example.com
        </Typography>
        <MenuItem>
          <ListItemDecorator>
            <PersonRoundedIcon />
          </ListItemDecorator>
          Profile
        </MenuItem>
        <MenuItem>
          <ListItemDecorator>
            <SettingsRoundedIcon />
          </ListItemDecorator>
          Settings
        </MenuItem>
        <ListDivider />
        <MenuItem>
          <ListItemDecorator>
            <LogoutRoundedIcon />
          </ListItemDecorator>
          Sign out
        </MenuItem>
      </Menu>
    </Dropdown>
  );
}
