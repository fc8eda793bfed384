import * as React from 'react';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Typography from '@mui/material/Typography';
import HeadphonesIcon from '@mui/icons-material/Headphones';
import PauseIcon from '@mui/icons-material/Pause';

export default function ActionAreaCard() {
  const [playing, setPlaying] = React.useState<boolean>(false);

  return (
    <Card sx={{ maxWidth: 320 }}>
      <CardActionArea onClick={() => setPlaying((value) => !value)} aria-pressed={playing}>
        <CardMedia
          component="div"
          sx={{ height: 120, display: 'grid', placeItems: 'center', bgcolor: 'primary.dark', color: 'common.white' }}
        >
          {playing ? <PauseIcon sx={{ fontSize: 48 }} aria-hidden /> : <HeadphonesIcon sx={{ fontSize: 48 }} aria-hidden />}
        </CardMedia>
        <CardContent>
          <Typography variant="h6" component="div" gutterBottom>
            Episode 42: Night trains
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {playing
              ? 'Now playing. Select the card again to pause.'
              : 'Sleeper-car attendants on the hours between midnight and the first stop.'}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
