import Dropdown from '@mui/joy/Dropdown';
import ListDivider from '@mui/joy/ListDivider';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import Typography from '@mui/joy/Typography';
import ContentCutRoundedIcon from '@mui/icons-material/ContentCutRounded';
import ContentCopyRoundedIcon from '@mui/icons-material/ContentCopyRounded';
import ContentPasteRoundedIcon from '@mui/icons-material/ContentPasteRounded';
import DeleteRoundedIcon from '@mui/icons-material/DeleteRounded';
import DriveFileRenameOutlineRoundedIcon from '@mui/icons-material/DriveFileRenameOutlineRounded';

function Shortcut({ keys }: { keys: string }) {
  return (
    <Typography level="body-xs" textColor="text.tertiary" sx={{ ml: 'auto', pl: 3 }}>
      {keys}
    </Typography>
  );
}

export default function MenuWithDecorators() {
  return (
    <Dropdown>
      <MenuButton variant="soft">Edit</MenuButton>
      <Menu placement="bottom-start" sx={{ minWidth: 220 }}>
        <MenuItem>
          <ListItemDecorator>
            <ContentCutRoundedIcon />
          </ListItemDecorator>
          Cut
          <Shortcut keys="Ctrl+X" />
        </MenuItem>
        <MenuItem>
          <ListItemDecorator>
            <ContentCopyRoundedIcon />
          </ListItemDecorator>
          Copy
          <Shortcut keys="Ctrl+C" />
        </MenuItem>
        <MenuItem disabled>
          <ListItemDecorator>
            <ContentPasteRoundedIcon />
          </ListItemDecorator>
          Paste
          <Shortcut keys="Ctrl+V" />
        </MenuItem>
        <ListDivider />
        <MenuItem>
          <ListItemDecorator>
            <DriveFileRenameOutlineRoundedIcon />
          </ListItemDecorator>
          Rename
        </MenuItem>
        <MenuItem variant="soft" color="danger">
          <ListItemDecorator sx={{ color: 'inherit' }}>
            <DeleteRoundedIcon />
          </ListItemDecorator>
          Move to trash
        </MenuItem>
      </Menu>
    </Dropdown>
  );
}
