import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import ShareIcon from '@mui/icons-material/Share';

export default function HeaderCard() {
  const [liked, setLiked] = React.useState<boolean>(false);

  return (
    <Card sx={{ maxWidth: 360 }}>
      <CardHeader
        avatar={<Avatar sx={{ bgcolor: 'secondary.main' }}>NK</Avatar>}
        action={
          <IconButton aria-label="More options for Nadia's post">
            <MoreVertIcon />
          </IconButton>
        }
        title="Nadia Kowalski"
        subheader="Posted 12 March"
      />
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          Our pottery class finally fired the first batch of mugs. Two cracked, eleven survived, and every single one is lopsided.
        </Typography>
      </CardContent>
      <CardActions disableSpacing>
        <IconButton aria-label="Like Nadia's post" aria-pressed={liked} onClick={() => setLiked((value) => !value)}>
          {liked ? <FavoriteIcon color="error" /> : <FavoriteBorderIcon />}
        </IconButton>
        <IconButton aria-label="Share Nadia's post">
          <ShareIcon />
        </IconButton>
      </CardActions>
    </Card>
  );
}
