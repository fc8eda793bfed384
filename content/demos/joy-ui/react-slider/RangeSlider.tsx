import * as React from 'react';
import Box from '@mui/joy/Box';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Slider from '@mui/joy/Slider';
import Typography from '@mui/joy/Typography';

const MIN = 0;
const MAX = 2000;

function clamp(value: number) {
  return Math.min(MAX, Math.max(MIN, Math.round(value)));
}

export default function RangeSlider() {
  const [range, setRange] = React.useState<number[]>([300, 1200]);
  const [committed, setCommitted] = React.useState<number[]>(range);

  const setBound = (index: 0 | 1, raw: string) => {
    const next = [...range];
    next[index] = clamp(Number(raw));
    // Keep the lower bound below the upper one.
    if (next[0] > next[1]) next[index === 0 ? 1 : 0] = next[index];
    setRange(next);
    setCommitted(next);
  };

  return (
    <Box sx={{ width: 360 }}>
      <Typography level="title-sm">Price per night</Typography>
      <Slider
        value={range}
        onChange={(_event, value) => setRange(value as number[])}
        onChangeCommitted={(_event, value) => setCommitted(value as number[])}
        min={MIN}
        max={MAX}
        step={10}
        disableSwap
        valueLabelDisplay="auto"
        valueLabelFormat={(value) => `$${value}`}
        getAriaLabel={(index) => (index === 0 ? 'Minimum price per night' : 'Maximum price per night')}
        getAriaValueText={(value) => `${value} dollars`}
      />
      <Box sx={{ display: 'flex', gap: 2 }}>
        <FormControl size="sm" sx={{ flex: 1 }}>
          <FormLabel>Minimum</FormLabel>
          <Input
            type="number"
            startDecorator="$"
            value={range[0]}
            onChange={(event) => setBound(0, event.target.value)}
            slotProps={{ input: { min: MIN, max: MAX, step: 10 } }}
          />
        </FormControl>
        <FormControl size="sm" sx={{ flex: 1 }}>
          <FormLabel>Maximum</FormLabel>
          <Input
            type="number"
            startDecorator="$"
            value={range[1]}
            onChange={(event) => setBound(1, event.target.value)}
            slotProps={{ input: { min: MIN, max: MAX, step: 10 } }}
          />
        </FormControl>
      </Box>
      <Typography level="body-xs" sx={{ mt: 1 }}>
        Search runs for ${committed[0]} to ${committed[1]} (on release, not while dragging).
      </Typography>
    </Box>
  );
}
