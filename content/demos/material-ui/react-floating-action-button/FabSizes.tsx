import Fab from '@mui/material/Fab';
import Stack from '@mui/material/Stack';
import AddIcon from '@mui/icons-material/Add';

const sizes = ['small', 'medium', 'large'] as const;

export default function FabSizes() {
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} alignItems="center">
        {sizes.map((size) => (
          <Fab key={size} size={size} color="secondary" aria-label={`Add, ${size} button`}>
            <AddIcon />
          </Fab>
        ))}
      </Stack>
      <Stack direction="row" spacing={2} alignItems="center">
        {sizes.map((size) => (
          <Fab key={size} size={size} variant="extended" color="primary">
            <AddIcon sx={{ mr: 1 }} />
            New note
          </Fab>
        ))}
      </Stack>
    </Stack>
  );
}
