import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const item = { px: 2, py: 1, typography: 'body2' } as const;

function Column({ useFlexGap }: { useFlexGap: boolean }) {
  return (
    <Box sx={{ flex: '1 1 200px' }}>
      <Typography variant="subtitle2" gutterBottom>
        useFlexGap={String(useFlexGap)}
      </Typography>
      <Stack spacing={1} useFlexGap={useFlexGap} sx={{ p: 1, bgcolor: 'action.hover', borderRadius: 1 }}>
        <Paper sx={item}>Step 1</Paper>
        <Paper sx={item}>Step 2</Paper>
        {/* This margin asks for extra room above the last step. */}
        <Paper sx={{ ...item, mt: 3 }}>Step 3, with mt: 3</Paper>
      </Stack>
    </Box>
  );
}

export default function StackChildMargins() {
  return (
    <Stack direction="row" flexWrap="wrap" spacing={3} useFlexGap sx={{ width: '100%' }}>
      <Column useFlexGap={false} />
      <Column useFlexGap />
    </Stack>
  );
}
