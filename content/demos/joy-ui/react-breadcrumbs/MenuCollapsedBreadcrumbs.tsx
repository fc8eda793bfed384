import Breadcrumbs from '@mui/joy/Breadcrumbs';
import Dropdown from '@mui/joy/Dropdown';
import IconButton from '@mui/joy/IconButton';
import Link from '@mui/joy/Link';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import Typography from '@mui/joy/Typography';
import MoreHorizRoundedIcon from '@mui/icons-material/MoreHorizRounded';

const hidden = ['Engineering', 'Platform', 'Runbooks'];

export default function MenuCollapsedBreadcrumbs() {
  return (
    <Breadcrumbs aria-label="Breadcrumb">
      <Link color="neutral" href="#wiki">
        Wiki
      </Link>
      <Dropdown>
        <MenuButton
          slots={{ root: IconButton }}
          slotProps={{ root: { size: 'sm', variant: 'plain', color: 'neutral' } }}
          aria-label="Show hidden levels"
        >
          <MoreHorizRoundedIcon />
        </MenuButton>
        <Menu size="sm" placement="bottom-start">
          {hidden.map((label) => (
            <MenuItem key={label} component="a" href={`#${label.toLowerCase()}`}>
              {label}
            </MenuItem>
          ))}
        </Menu>
      </Dropdown>
      <Link color="neutral" href="#incidents">
        Incidents
      </Link>
      <Typography aria-current="page">Database failover</Typography>
    </Breadcrumbs>
  );
}
