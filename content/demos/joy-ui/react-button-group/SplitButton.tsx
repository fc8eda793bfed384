import * as React from 'react';
import Button from '@mui/joy/Button';
import ButtonGroup from '@mui/joy/ButtonGroup';
import Dropdown from '@mui/joy/Dropdown';
import IconButton from '@mui/joy/IconButton';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import Typography from '@mui/joy/Typography';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';

const actions = ['Merge pull request', 'Squash and merge', 'Rebase and merge'];

export default function SplitButton() {
  const [selected, setSelected] = React.useState(0);
  const [done, setDone] = React.useState<string | null>(null);
  return (
    <div>
      <Dropdown>
        <ButtonGroup variant="solid" color="success" aria-label="Merge options">
          <Button onClick={() => setDone(actions[selected])}>{actions[selected]}</Button>
          <MenuButton slots={{ root: IconButton }} slotProps={{ root: { 'aria-label': 'Choose a merge method' } }}>
            <ArrowDropDown />
          </MenuButton>
        </ButtonGroup>
        <Menu placement="bottom-end" size="sm">
          {actions.map((action, index) => (
            <MenuItem key={action} selected={index === selected} onClick={() => setSelected(index)}>
              {action}
            </MenuItem>
          ))}
        </Menu>
      </Dropdown>
      <Typography level="body-sm" sx={{ mt: 1.5 }}>
        {done ? `Last action: ${done}.` : 'Pick a method from the arrow, then press the main button.'}
      </Typography>
    </div>
  );
}
