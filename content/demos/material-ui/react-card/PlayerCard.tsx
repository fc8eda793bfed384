import * as React from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import SkipNextIcon from '@mui/icons-material/SkipNext';
import SkipPreviousIcon from '@mui/icons-material/SkipPrevious';

export default function PlayerCard() {
  const [playing, setPlaying] = React.useState(false);

  return (
    <Card sx={{ display: 'flex', maxWidth: 420 }}>
      <Box sx={{ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 }}>
        <CardContent sx={{ flex: '1 0 auto' }}>
          <Typography component="h3" variant="h6" noWrap>
            Tidal Rooms
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            Episode 12 · The lighthouse keepers
          </Typography>
        </CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', pl: 1, pb: 1 }}>
          <IconButton aria-label="Previous episode">
            <SkipPreviousIcon />
          </IconButton>
          <IconButton aria-label={playing ? 'Pause' : 'Play'} onClick={() => setPlaying(!playing)}>
            {playing ? <PauseIcon sx={{ fontSize: 36 }} /> : <PlayArrowIcon sx={{ fontSize: 36 }} />}
          </IconButton>
          <IconButton aria-label="Next episode">
            <SkipNextIcon />
          </IconButton>
        </Box>
      </Box>
      {/* A drawn cover instead of a photograph: CardMedia renders any element given in `component`. */}
      <CardMedia
        component="div"
        role="img"
        aria-label="Cover art: a lighthouse at night"
        sx={{
          width: 140,
          flexShrink: 0,
          background: 'radial-gradient(circle at 70% 30%, #fff59d 0 8%, transparent 9%), linear-gradient(180deg, #0d47a1, #26c6da)',
        }}
      />
    </Card>
  );
}
