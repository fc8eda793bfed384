import * as React from 'react';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import LanguageIcon from '@mui/icons-material/Language';

const languages = 'Català Čeština Dansk Deutsch English Español Français Italiano Magyar Nederlands Polski Suomi'.split(' ');

export default function ScrollingMenu() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const [language, setLanguage] = React.useState<string>('English');
  const open = Boolean(anchorEl);

  const choose = (option: string) => {
    setLanguage(option);
    setAnchorEl(null);
  };

  return (
    <div>
      <IconButton
        aria-label={`Language: ${language}`}
        aria-controls={open ? 'language-menu' : undefined}
        aria-haspopup="true"
        aria-expanded={open ? 'true' : undefined}
        onClick={(event: React.MouseEvent<HTMLElement>) => setAnchorEl(event.currentTarget)}
      >
        <LanguageIcon />
      </IconButton>
      <Menu
        id="language-menu"
        anchorEl={anchorEl}
        open={open}
        onClose={() => setAnchorEl(null)}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'left' }}
        slotProps={{ paper: { sx: { maxHeight: 240, width: '20ch' } } }}
      >
        {languages.map((option) => (
          <MenuItem key={option} dense selected={option === language} onClick={() => choose(option)}>
            {option}
          </MenuItem>
        ))}
      </Menu>
    </div>
  );
}
