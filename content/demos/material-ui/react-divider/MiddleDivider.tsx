import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function MiddleDivider() {
  return (
    <Box sx={{ width: '100%', maxWidth: 360, bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Box sx={{ p: 2 }}>
        <Stack direction="row" justifyContent="space-between" alignItems="center">
          <Typography variant="h6">Desk lamp</Typography>
          <Typography variant="h6">€39</Typography>
        </Stack>
        <Typography variant="body2" color="text.secondary">
          Adjustable arm, warm white LED, two brightness levels.
        </Typography>
      </Box>
      <Divider variant="middle" />
      <Box sx={{ p: 2 }}>
        <Typography gutterBottom variant="body2">
          Finish
        </Typography>
        <Stack direction="row" spacing={1}>
          <Chip label="Brass" color="primary" size="small" />
          <Chip label="Matte black" size="small" />
          <Chip label="Sage" size="small" />
        </Stack>
      </Box>
    </Box>
  );
}
