import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

const note = 'Limited to orders shipped within the European Union before the end of the month';

export default function MultilineChip() {
  return (
    <Stack spacing={1} sx={{ width: '100%', maxWidth: 300 }} alignItems="flex-start">
      <Chip label={note} sx={{ maxWidth: '100%' }} />
      <Chip
        label={note}
        sx={{
          height: 'auto',
          maxWidth: '100%',
          '& .MuiChip-label': { display: 'block', whiteSpace: 'normal', py: 0.5 },
        }}
      />
    </Stack>
  );
}
