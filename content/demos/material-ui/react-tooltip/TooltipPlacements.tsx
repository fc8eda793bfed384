import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tooltip, { TooltipProps } from '@mui/material/Tooltip';

type Placement = TooltipProps['placement'];

// A 5 × 5 grid: each button sits on the side where its tooltip appears.
const cells: [Placement, string][] = [
  ['top-start', '2 / 1'],
  ['top', '3 / 1'],
  ['top-end', '4 / 1'],
  ['left-start', '1 / 2'],
  ['left', '1 / 3'],
  ['left-end', '1 / 4'],
  ['right-start', '5 / 2'],
  ['right', '5 / 3'],
  ['right-end', '5 / 4'],
  ['bottom-start', '2 / 5'],
  ['bottom', '3 / 5'],
  ['bottom-end', '4 / 5'],
];

export default function TooltipPlacements() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(5, 108px)', gap: 1, justifyContent: 'center' }}>
      {cells.map(([placement, area]) => {
        const [column, row] = area.split(' / ');
        return (
          <Tooltip key={placement} title={`Shown ${placement}`} placement={placement}>
            <Button variant="outlined" size="small" sx={{ textTransform: 'none', gridColumn: column, gridRow: row }}>
              {placement}
            </Button>
          </Tooltip>
        );
      })}
    </Box>
  );
}
