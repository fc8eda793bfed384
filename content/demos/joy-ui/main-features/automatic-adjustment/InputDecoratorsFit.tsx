import * as React from 'react';
import Stack from '@mui/joy/Stack';
import Input from '@mui/joy/Input';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import Slider from '@mui/joy/Slider';
import Typography from '@mui/joy/Typography';
import Search from '@mui/icons-material/Search';
import Tune from '@mui/icons-material/Tune';

const sizes = ['sm', 'md', 'lg'] as const;

export default function InputDecoratorsFit() {
  const [radius, setRadius] = React.useState(8);
  return (
    <Stack spacing={2} sx={{ maxWidth: 440, mx: 'auto' }}>
      {sizes.map((size) => (
        <Input
          key={size}
          size={size}
          placeholder={`Search flights (size ${size})`}
          slotProps={{ input: { 'aria-label': `Search flights, size ${size}` } }}
          startDecorator={
            <IconButton variant="soft" color="neutral" aria-label={`Search filters, size ${size}`}>
              <Tune />
            </IconButton>
          }
          endDecorator={<Button startDecorator={<Search />}>Search</Button>}
          sx={{ '--Input-radius': `${radius}px` }}
        />
      ))}
      <div>
        <Typography id="input-radius-label" level="body-sm" sx={{ mb: 0.5 }}>
          --Input-radius: {radius}px
        </Typography>
        <Slider
          value={radius}
          min={0}
          max={28}
          onChange={(_event, value) => setRadius(value as number)}
          slotProps={{ input: { 'aria-labelledby': 'input-radius-label' } }}
        />
      </div>
    </Stack>
  );
}
