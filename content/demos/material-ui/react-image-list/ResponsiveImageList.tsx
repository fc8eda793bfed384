import Box from '@mui/material/Box';
import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';
import ImageListItemBar from '@mui/material/ImageListItemBar';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

const shots = ['Ferry at dawn', 'Lighthouse', 'Fishing nets', 'Boat sheds', 'Rock pools', 'Sea stacks', 'Tide line', 'Gull colony'].map(
  (title, index) => ({ title, hue: (index * 45) % 360 }),
);

export default function ResponsiveImageList() {
  const theme = useTheme();
  // `cols` becomes an inline grid-template-columns, so it is set from breakpoints rather than overridden in sx.
  const small = useMediaQuery(theme.breakpoints.down('sm'));
  const medium = useMediaQuery(theme.breakpoints.between('sm', 'lg'));
  const cols = small ? 2 : medium ? 3 : 4;

  return (
    <ImageList cols={cols} rowHeight={120} gap={6} sx={{ width: '100%', m: 0 }}>
      {shots.map((shot) => (
        <ImageListItem key={shot.title}>
          <Box role="img" aria-label={shot.title} sx={{ height: '100%', bgcolor: `hsl(${shot.hue} 45% 55%)` }} />
          <ImageListItemBar title={shot.title} sx={{ '& .MuiImageListItemBar-titleWrap': { py: 0.75 } }} />
        </ImageListItem>
      ))}
    </ImageList>
  );
}
