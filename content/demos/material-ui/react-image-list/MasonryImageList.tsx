import Box from '@mui/material/Box';
import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';

const sketches: { title: string; height: number; hue: number }[] = [
  { title: 'Lighthouse', height: 160, hue: 200 },
  { title: 'Sailboat', height: 100, hue: 210 },
  { title: 'Cliff path', height: 130, hue: 120 },
  { title: 'Beach huts', height: 90, hue: 30 },
  { title: 'Rock pool', height: 150, hue: 180 },
  { title: 'Gull', height: 110, hue: 240 },
  { title: 'Pier', height: 140, hue: 20 },
];

export default function MasonryImageList() {
  return (
    <Box tabIndex={0} role="region" aria-label="Sketches, scrollable" sx={{ width: '100%', maxWidth: 480, height: 320, overflowY: 'auto' }}>
      <ImageList variant="masonry" cols={3} gap={8} sx={{ m: 0 }}>
        {sketches.map((sketch) => (
          <ImageListItem key={sketch.title}>
            <Box
              role="img"
              aria-label={sketch.title}
              sx={{ height: sketch.height, borderRadius: 1, bgcolor: `hsl(${sketch.hue}, 55%, 60%)` }}
            />
          </ImageListItem>
        ))}
      </ImageList>
    </Box>
  );
}
