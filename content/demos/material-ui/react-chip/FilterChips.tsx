import * as React from 'react';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DoneIcon from '@mui/icons-material/Done';

const cuisines: string[] = ['Ethiopian', 'Georgian', 'Peruvian', 'Korean', 'Lebanese'];

export default function FilterChips() {
  const [selected, setSelected] = React.useState<string[]>(['Korean']);

  const toggle = (cuisine: string) => {
    setSelected((current) => (current.includes(cuisine) ? current.filter((item) => item !== cuisine) : [...current, cuisine]));
  };

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
        {cuisines.map((cuisine) => {
          const isSelected = selected.includes(cuisine);
          return (
            <Chip
              key={cuisine}
              label={cuisine}
              color={isSelected ? 'primary' : 'default'}
              variant={isSelected ? 'filled' : 'outlined'}
              icon={isSelected ? <DoneIcon /> : undefined}
              aria-pressed={isSelected}
              onClick={() => toggle(cuisine)}
            />
          );
        })}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        Showing: {selected.length > 0 ? selected.join(', ') : 'every cuisine'}
      </Typography>
    </Stack>
  );
}
