import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

const minimumGap = 50;

export default function RangeSlider() {
  const [range, setRange] = React.useState<number[]>([150, 400]);

  const handleChange = (_event: Event, newValue: number | number[], activeThumb: number) => {
    const [low, high] = newValue as number[];
    if (activeThumb === 0) {
      setRange([Math.min(low, range[1] - minimumGap), range[1]]);
    } else {
      setRange([range[0], Math.max(high, range[0] + minimumGap)]);
    }
  };

  return (
    <Box sx={{ maxWidth: 360 }}>
      <Slider
        getAriaLabel={(index) => (index === 0 ? 'Minimum price' : 'Maximum price')}
        value={range}
        onChange={handleChange}
        min={0}
        max={1000}
        step={10}
        valueLabelDisplay="auto"
        valueLabelFormat={(value) => `$${value}`}
        disableSwap
      />
      <Typography variant="body2">
        Showing bikes between ${range[0]} and ${range[1]}
      </Typography>
    </Box>
  );
}
