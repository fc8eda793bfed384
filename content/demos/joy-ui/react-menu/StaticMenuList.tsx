import ListDivider from '@mui/joy/ListDivider';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import MenuItem from '@mui/joy/MenuItem';
import MenuList from '@mui/joy/MenuList';
import FolderRoundedIcon from '@mui/icons-material/FolderRounded';
import ShareRoundedIcon from '@mui/icons-material/ShareRounded';
import StarBorderRoundedIcon from '@mui/icons-material/StarBorderRounded';
import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';

export default function StaticMenuList() {
  return (
    <MenuList aria-label="File actions" sx={{ maxWidth: 260, borderRadius: 'sm' }}>
      <MenuItem>
        <ListItemDecorator>
          <FolderRoundedIcon />
        </ListItemDecorator>
        Move to folder
      </MenuItem>
      <MenuItem>
        <ListItemDecorator>
          <ShareRoundedIcon />
        </ListItemDecorator>
        Share
      </MenuItem>
      <MenuItem>
        <ListItemDecorator>
          <StarBorderRoundedIcon />
        </ListItemDecorator>
        Add to favorites
      </MenuItem>
      <ListDivider />
      <MenuItem color="danger">
        <ListItemDecorator>
          <DeleteOutlineRoundedIcon />
        </ListItemDecorator>
        Delete
      </MenuItem>
    </MenuList>
  );
}
