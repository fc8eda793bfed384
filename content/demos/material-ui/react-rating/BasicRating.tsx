import * as React from 'react';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function BasicRating() {
  const [value, setValue] = React.useState<number | null>(3);

  return (
    <Stack spacing={1.5}>
      <div>
        <Typography component="legend">Your rating of the museum</Typography>
        <Rating name="museum-rating" value={value} onChange={(_event, newValue) => setValue(newValue)} />
      </div>
      <div>
        <Typography component="legend">Average visitor score</Typography>
        <Rating name="museum-average" value={4.3} precision={0.1} readOnly />
      </div>
      <div>
        <Typography component="legend">Disabled</Typography>
        <Rating name="museum-disabled" value={2} disabled />
      </div>
      <div>
        <Typography component="legend">Not rated yet</Typography>
        <Rating name="museum-empty" value={null} />
      </div>
    </Stack>
  );
}
