import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import LocalFloristIcon from '@mui/icons-material/LocalFlorist';
import { green, red } from '@mui/material/colors';

export default function CustomIconRating() {
  return (
    <Stack spacing={2}>
      <div>
        <Typography component="legend">How much did you enjoy the film?</Typography>
        <Rating
          name="film-hearts"
          defaultValue={3}
          getLabelText={(value) => `${value} heart${value === 1 ? '' : 's'}`}
          icon={<FavoriteIcon fontSize="inherit" />}
          emptyIcon={<FavoriteBorderIcon fontSize="inherit" />}
          sx={{ '& .MuiRating-iconFilled': { color: red[500] }, '& .MuiRating-iconHover': { color: red[700] } }}
        />
      </div>
      <div>
        <Typography component="legend">Garden tidiness, out of ten</Typography>
        <Rating
          name="garden-score"
          defaultValue={7}
          max={10}
          icon={<LocalFloristIcon fontSize="inherit" />}
          emptyIcon={<LocalFloristIcon fontSize="inherit" />}
          sx={{ '& .MuiRating-iconFilled': { color: green[600] } }}
        />
      </div>
    </Stack>
  );
}
