import * as React from 'react';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FastForwardRounded from '@mui/icons-material/FastForwardRounded';
import FastRewindRounded from '@mui/icons-material/FastRewindRounded';
import PauseRounded from '@mui/icons-material/PauseRounded';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import VolumeDownRounded from '@mui/icons-material/VolumeDownRounded';
import VolumeUpRounded from '@mui/icons-material/VolumeUpRounded';

const duration = 224; // seconds

function formatTime(seconds: number) {
  const rest = seconds % 60;
  return `${Math.floor(seconds / 60)}:${rest < 10 ? `0${rest}` : rest}`;
}

export default function MusicPlayerSlider() {
  const [position, setPosition] = React.useState(73);
  const [paused, setPaused] = React.useState(true);
  const [volume, setVolume] = React.useState(40);

  return (
    <Paper variant="outlined" sx={{ width: '100%', maxWidth: 340, mx: 'auto', p: 2, borderRadius: 4 }}>
      <Typography variant="caption" color="text.secondary">
        Harbor Lights
      </Typography>
      <Typography fontWeight={600}>Slow Tide</Typography>
      <Slider
        size="small"
        value={position}
        min={0}
        max={duration}
        step={1}
        onChange={(_event, next) => setPosition(next as number)}
        aria-label="Playback position"
        getAriaValueText={(seconds) => `${formatTime(seconds)} of ${formatTime(duration)}`}
        sx={{
          height: 4,
          '& .MuiSlider-thumb': {
            width: 8,
            height: 8,
            transition: '0.2s',
            '&:hover, &.Mui-focusVisible': { boxShadow: '0 0 0 8px rgba(25, 118, 210, 0.16)' },
            '&.Mui-active': { width: 16, height: 16 },
          },
          '& .MuiSlider-rail': { opacity: 0.28 },
        }}
      />
      <Stack direction="row" justifyContent="space-between" sx={{ mt: -1.5 }}>
        <Typography variant="caption" color="text.secondary">
          {formatTime(position)}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          -{formatTime(duration - position)}
        </Typography>
      </Stack>
      <Stack direction="row" justifyContent="center" alignItems="center">
        <IconButton aria-label="Previous song">
          <FastRewindRounded />
        </IconButton>
        <IconButton aria-label={paused ? 'Play' : 'Pause'} onClick={() => setPaused(!paused)}>
          {paused ? <PlayArrowRounded fontSize="large" /> : <PauseRounded fontSize="large" />}
        </IconButton>
        <IconButton aria-label="Next song">
          <FastForwardRounded />
        </IconButton>
      </Stack>
      <Stack direction="row" spacing={2} alignItems="center">
        <VolumeDownRounded fontSize="small" color="action" />
        <Slider size="small" value={volume} onChange={(_event, next) => setVolume(next as number)} aria-label="Volume" />
        <VolumeUpRounded fontSize="small" color="action" />
      </Stack>
    </Paper>
  );
}
