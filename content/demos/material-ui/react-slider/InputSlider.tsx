import * as React from 'react';
import Box from '@mui/material/Box';
import Input from '@mui/material/Input';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const min = 0;
const max = 500;

export default function InputSlider() {
  const [value, setValue] = React.useState<number | ''>(120);

  const handleBlur = () => {
    // Bring typed values back into range once the reader leaves the field.
    if (value === '' || value < min) setValue(min);
    else if (value > max) setValue(max);
  };

  return (
    <Box sx={{ width: '100%', maxWidth: 340 }}>
      <Typography id="input-slider-label" gutterBottom>
        Monthly budget (USD)
      </Typography>
      <Stack direction="row" spacing={2} alignItems="center">
        <Slider
          value={typeof value === 'number' ? value : 0}
          onChange={(_event, next) => setValue(next as number)}
          min={min}
          max={max}
          step={10}
          aria-labelledby="input-slider-label"
        />
        <Input
          value={value}
          size="small"
          onChange={(event) => setValue(event.target.value === '' ? '' : Number(event.target.value))}
          onBlur={handleBlur}
          inputProps={{ step: 10, min, max, type: 'number', 'aria-labelledby': 'input-slider-label' }}
          sx={{ width: 72 }}
        />
      </Stack>
    </Box>
  );
}
