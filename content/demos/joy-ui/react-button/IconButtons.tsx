import * as React from 'react';
import Box from '@mui/joy/Box';
import IconButton from '@mui/joy/IconButton';
import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import Favorite from '@mui/icons-material/Favorite';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import Share from '@mui/icons-material/Share';

export default function IconButtons() {
  const [favorite, setFavorite] = React.useState(false);
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
      <IconButton aria-label="Edit listing">
        <Edit />
      </IconButton>
      <IconButton variant="soft" color="primary" aria-label="Share listing">
        <Share />
      </IconButton>
      <IconButton variant="outlined" color="danger" aria-label="Delete listing">
        <Delete />
      </IconButton>
      <IconButton
        variant="solid"
        color={favorite ? 'danger' : 'neutral'}
        size="lg"
        aria-label="Favorite"
        aria-pressed={favorite}
        onClick={() => setFavorite((value) => !value)}
      >
        {favorite ? <Favorite /> : <FavoriteBorder />}
      </IconButton>
    </Box>
  );
}
