import * as React from 'react';
import AspectRatio from '@mui/joy/AspectRatio';
import Box from '@mui/joy/Box';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Slider from '@mui/joy/Slider';

// A small 3:2 landscape drawn in SVG, so that the demo needs no image file.
const landscapeSrc = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400" viewBox="0 0 600 400" preserveAspectRatio="none">' +
    '<rect width="600" height="400" fill="#9cc9f5"/><circle cx="450" cy="110" r="42" fill="#ffd166"/>' +
    '<polygon points="0,300 140,150 260,280 360,170 600,320 600,400 0,400" fill="#5b7c99"/>' +
    '<polygon points="0,340 180,240 330,330 470,250 600,330 600,400 0,400" fill="#3d5a4a"/></svg>',
)}`;

export default function AspectRatioMinMax() {
  const [width, setWidth] = React.useState(300);
  return (
    <Box sx={{ width: '100%' }}>
      <FormControl sx={{ maxWidth: 320, mb: 2 }}>
        <FormLabel>Container width: {width}px</FormLabel>
        <Slider
          value={width}
          min={120}
          max={560}
          step={20}
          onChange={(_event, value) => setWidth(value as number)}
          slotProps={{ input: { 'aria-label': 'Container width' } }}
        />
      </FormControl>
      <Box sx={{ width, maxWidth: '100%' }}>
        <AspectRatio ratio="16/9" minHeight={120} maxHeight={200} sx={{ borderRadius: 'sm' }}>
          <img src={landscapeSrc} alt="Mountains at sunset" />
        </AspectRatio>
      </Box>
    </Box>
  );
}
