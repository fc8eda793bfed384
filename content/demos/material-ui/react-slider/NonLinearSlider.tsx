import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

// Positions 0–10 on the track map to file sizes from 1 KB to 1 MB.
const scale = (position: number) => 2 ** position;

function formatSize(kilobytes: number) {
  return kilobytes >= 1024 ? `${kilobytes / 1024} MB` : `${kilobytes} KB`;
}

export default function NonLinearSlider() {
  const [position, setPosition] = React.useState(6);

  return (
    <Box sx={{ width: '100%', maxWidth: 320 }}>
      <Typography id="non-linear-slider-label" gutterBottom>
        Maximum attachment size: {formatSize(scale(position))}
      </Typography>
      <Slider
        value={position}
        onChange={(_event, next) => setPosition(next as number)}
        min={0}
        max={10}
        step={1}
        scale={scale}
        valueLabelDisplay="auto"
        valueLabelFormat={formatSize}
        getAriaValueText={formatSize}
        aria-labelledby="non-linear-slider-label"
      />
    </Box>
  );
}
