import * as React from 'react';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Paper from '@mui/material/Paper';
import Check from '@mui/icons-material/Check';

const spacings = ['Single', '1.15', '1.5', 'Double'];

export default function LineSpacingMenu() {
  const [spacing, setSpacing] = React.useState('1.15');

  return (
    <Paper sx={{ width: 320, maxWidth: '100%' }}>
      <MenuList dense aria-label="Line spacing">
        {spacings.map((option) => (
          <MenuItem key={option} onClick={() => setSpacing(option)} role="menuitemradio" aria-checked={spacing === option}>
            {spacing === option ? (
              <React.Fragment>
                <ListItemIcon>
                  <Check />
                </ListItemIcon>
                {option}
              </React.Fragment>
            ) : (
              <ListItemText inset>{option}</ListItemText>
            )}
          </MenuItem>
        ))}
        <Divider />
        <MenuItem>
          <ListItemText inset>Add space before paragraph</ListItemText>
        </MenuItem>
        <MenuItem>
          <ListItemText inset>Add space after paragraph</ListItemText>
        </MenuItem>
        <Divider />
        <MenuItem>
          <ListItemText inset>Custom spacing…</ListItemText>
        </MenuItem>
      </MenuList>
    </Paper>
  );
}
