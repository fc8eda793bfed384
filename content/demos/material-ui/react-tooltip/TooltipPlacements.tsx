import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tooltip, { TooltipProps } from '@mui/material/Tooltip';

// Laid out as a 3 × 3 grid, each button where its tooltip appears.
const grid: (TooltipProps['placement'] | null)[] = [
  'top-start',
  'top',
  'top-end',
  'left',
  null,
  'right',
  'bottom-start',
  'bottom',
  'bottom-end',
];

export default function TooltipPlacements() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 128px)', gap: 1, justifyContent: 'center' }}>
      {grid.map((placement, index) =>
        placement ? (
          <Tooltip key={placement} title={`Placed ${placement}`} placement={placement}>
            <Button variant="outlined" size="small" sx={{ textTransform: 'none' }}>
              {placement}
            </Button>
          </Tooltip>
        ) : (
          <span key={index} />
        ),
      )}
    </Box>
  );
}
