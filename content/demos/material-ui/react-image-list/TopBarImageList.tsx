import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';
import ImageListItemBar from '@mui/material/ImageListItemBar';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';

const posters: { title: string; color: string }[] = [
  { title: 'Night Ferry', color: '#283593' },
  { title: 'Copper Summer', color: '#e65100' },
  { title: 'The Quiet Orchard', color: '#558b2f' },
];

export default function TopBarImageList() {
  const [starred, setStarred] = React.useState<string[]>(['Copper Summer']);

  const toggle = (title: string) =>
    setStarred((current) => (current.includes(title) ? current.filter((item) => item !== title) : [...current, title]));

  return (
    <ImageList cols={3} rowHeight={180} gap={8} sx={{ width: '100%', maxWidth: 480, m: 0 }}>
      {posters.map((poster) => (
        <ImageListItem key={poster.title}>
          <Box role="img" aria-label={`${poster.title} poster`} sx={{ height: '100%', bgcolor: poster.color }} />
          <ImageListItemBar
            position="top"
            actionPosition="left"
            title={poster.title}
            sx={{ background: 'linear-gradient(to bottom, rgba(0, 0, 0, 0.7), rgba(0, 0, 0, 0))' }}
            actionIcon={
              <IconButton
                aria-label={`Star ${poster.title}`}
                aria-pressed={starred.includes(poster.title)}
                onClick={() => toggle(poster.title)}
                sx={{ color: 'common.white' }}
              >
                {starred.includes(poster.title) ? <StarIcon /> : <StarBorderIcon />}
              </IconButton>
            }
          />
        </ImageListItem>
      ))}
    </ImageList>
  );
}
