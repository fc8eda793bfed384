import Dropdown from '@mui/joy/Dropdown';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import Stack from '@mui/joy/Stack';
import type { VariantProp } from '@mui/joy/styles';
import KeyboardArrowDownRoundedIcon from '@mui/icons-material/KeyboardArrowDownRounded';

const variants: VariantProp[] = ['plain', 'outlined', 'soft', 'solid'];

export default function MenuButtonVariants() {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {variants.map((variant) => (
        <Dropdown key={variant}>
          <MenuButton variant={variant} color="primary" endDecorator={<KeyboardArrowDownRoundedIcon />}>
            {variant}
          </MenuButton>
          <Menu variant={variant} color="primary">
            <MenuItem>Share with team</MenuItem>
            <MenuItem>Copy link</MenuItem>
            <MenuItem>Download</MenuItem>
          </Menu>
        </Dropdown>
      ))}
    </Stack>
  );
}
