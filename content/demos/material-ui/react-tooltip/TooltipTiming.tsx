import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';

export default function TooltipTiming() {
  return (
    <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
      <Tooltip title="An arrow points at the button" arrow>
        <Button>Arrow</Button>
      </Tooltip>
      <Tooltip title="Appeared after 600 ms" enterDelay={600} leaveDelay={300}>
        <Button>Slow to open</Button>
      </Tooltip>
      <Tooltip title="Follows your pointer" followCursor>
        <Box sx={{ px: 3, py: 2, bgcolor: 'action.hover', borderRadius: 1, typography: 'body2' }}>Hover anywhere here</Box>
      </Tooltip>
    </Stack>
  );
}
