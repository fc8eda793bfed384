import * as React from 'react';
import Dropdown from '@mui/joy/Dropdown';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import CheckRoundedIcon from '@mui/icons-material/CheckRounded';

const languages = ['English', 'Español', 'Français', 'Deutsch', '日本語'];

export default function SelectedMenu() {
  const [open, setOpen] = React.useState(false);
  const [language, setLanguage] = React.useState('English');

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Dropdown open={open} onOpenChange={(_event, isOpen) => setOpen(isOpen)}>
        <MenuButton variant="outlined" aria-label={`Language: ${language}`}>
          {language}
        </MenuButton>
        <Menu>
          {languages.map((option) => (
            <MenuItem key={option} selected={option === language} onClick={() => setLanguage(option)}>
              <ListItemDecorator>{option === language && <CheckRoundedIcon />}</ListItemDecorator>
              {option}
            </MenuItem>
          ))}
        </Menu>
      </Dropdown>
      <Typography level="body-sm">The menu is {open ? 'open' : 'closed'}.</Typography>
    </Stack>
  );
}
