import Box from '@mui/material/Box';
import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';

const scenes: { title: string; from: string; to: string }[] = [
  { title: 'Dunes at dusk', from: '#f6d365', to: '#fda085' },
  { title: 'Lagoon', from: '#84fab0', to: '#8fd3f4' },
  { title: 'Pine ridge', from: '#2e7d32', to: '#a5d6a7' },
  { title: 'Poppy field', from: '#e53935', to: '#ffcdd2' },
  { title: 'Glacier', from: '#e0f7fa', to: '#4fc3f7' },
  { title: 'Harbor lights', from: '#1a237e', to: '#ffb300' },
];

export default function StandardImageList() {
  return (
    <ImageList cols={3} rowHeight={110} sx={{ width: '100%', maxWidth: 480, m: 0 }}>
      {scenes.map((scene) => (
        <ImageListItem key={scene.title}>
          <Box
            role="img"
            aria-label={scene.title}
            sx={{ height: '100%', background: `linear-gradient(160deg, ${scene.from}, ${scene.to})` }}
          />
        </ImageListItem>
      ))}
    </ImageList>
  );
}
