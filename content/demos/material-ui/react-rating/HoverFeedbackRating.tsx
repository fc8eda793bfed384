import * as React from 'react';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import StarIcon from '@mui/icons-material/Star';

const labels: Record<number, string> = {
  1: 'Would not return',
  2: 'Below expectations',
  3: 'Decent',
  4: 'Very good',
  5: 'Unforgettable',
};

const labelText = (value: number) => `${value} star${value === 1 ? '' : 's'}, ${labels[value]}`;

export default function HoverFeedbackRating() {
  const [value, setValue] = React.useState<number | null>(4);
  const [hover, setHover] = React.useState<number>(-1);
  const shown = hover !== -1 ? hover : value;

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      <Rating
        name="restaurant-feedback"
        value={value}
        getLabelText={labelText}
        onChange={(_event, newValue) => setValue(newValue)}
        onChangeActive={(_event, newHover) => setHover(newHover)}
        emptyIcon={<StarIcon sx={{ opacity: 0.4 }} fontSize="inherit" />}
      />
      <Box sx={{ minWidth: 160 }}>{shown !== null ? labels[shown] : 'Hover to rate'}</Box>
    </Box>
  );
}
