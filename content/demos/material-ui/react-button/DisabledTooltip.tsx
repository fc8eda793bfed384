import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';

export default function DisabledTooltip() {
  return (
    <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
      <Tooltip title="Add at least one item to check out">
        {/* A disabled button fires no events, so the wrapper receives the hover for the tooltip. */}
        <Box component="span" sx={{ display: 'inline-block', cursor: 'not-allowed' }}>
          <Button variant="contained" disabled>
            Check out
          </Button>
        </Box>
      </Tooltip>
      <Box component="span" sx={{ typography: 'body2', color: 'text.secondary' }} id="checkout-reason">
        Your cart is empty.
      </Box>
    </Stack>
  );
}
