import Dropdown from '@mui/joy/Dropdown';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import Stack from '@mui/joy/Stack';

const placements = ['bottom-start', 'bottom-end', 'top-start', 'right-start'] as const;

export default function PositionedMenu() {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', py: 10, justifyContent: 'center' }}>
      {placements.map((placement) => (
        <Dropdown key={placement}>
          <MenuButton size="sm">{placement}</MenuButton>
          <Menu placement={placement} size="sm">
            <MenuItem>Lisbon</MenuItem>
            <MenuItem>Porto</MenuItem>
            <MenuItem>Faro</MenuItem>
          </Menu>
        </Dropdown>
      ))}
    </Stack>
  );
}
