import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';
import ImageListItemBar from '@mui/material/ImageListItemBar';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';

const trails: { name: string; region: string; color: string }[] = [
  { name: 'Falcon Ridge', region: 'Northern uplands', color: '#5d4037' },
  { name: 'Mirror Lake loop', region: 'Lake district', color: '#0277bd' },
  { name: 'Fern Gully', region: 'Coastal forest', color: '#2e7d32' },
  { name: 'Red Canyon', region: 'Southern desert', color: '#bf360c' },
];

export default function TitleBarImageList() {
  return (
    <ImageList cols={2} rowHeight={150} gap={8} sx={{ width: '100%', maxWidth: 480, m: 0 }}>
      {trails.map((trail) => (
        <ImageListItem key={trail.name}>
          <Box role="img" aria-label={`Trail view: ${trail.name}`} sx={{ height: '100%', bgcolor: trail.color }} />
          <ImageListItemBar
            title={trail.name}
            subtitle={trail.region}
            actionIcon={
              <IconButton aria-label={`Details about ${trail.name}`} sx={{ color: 'rgba(255, 255, 255, 0.75)' }}>
                <InfoOutlinedIcon />
              </IconButton>
            }
          />
        </ImageListItem>
      ))}
    </ImageList>
  );
}
