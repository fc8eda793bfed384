import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import BookmarkIcon from '@mui/icons-material/Bookmark';
import BookmarkBorderIcon from '@mui/icons-material/BookmarkBorder';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import { pink } from '@mui/material/colors';

export default function CheckboxAppearance() {
  return (
    <FormGroup row>
      <FormControlLabel control={<Checkbox size="small" defaultChecked />} label="Small" />
      <FormControlLabel control={<Checkbox color="secondary" defaultChecked />} label="Secondary" />
      <FormControlLabel control={<Checkbox color="success" defaultChecked />} label="Success" />
      <FormControlLabel
        control={<Checkbox icon={<FavoriteBorderIcon />} checkedIcon={<FavoriteIcon />} sx={{ '&.Mui-checked': { color: pink[500] } }} />}
        label="Favorite"
      />
      <FormControlLabel control={<Checkbox icon={<BookmarkBorderIcon />} checkedIcon={<BookmarkIcon />} />} label="Read later" />
      <FormControlLabel control={<Checkbox sx={{ '& .MuiSvgIcon-root': { fontSize: 32 } }} />} label="Larger icon" />
    </FormGroup>
  );
}
