import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Tooltip, { TooltipProps } from '@mui/joy/Tooltip';

type Placement = NonNullable<TooltipProps['placement']>;

// Each placement sits in the grid cell on the side where its tooltip appears.
const cells: { placement: Placement; column: number; row: number }[] = [
  { placement: 'top-start', column: 2, row: 1 },
  { placement: 'top', column: 3, row: 1 },
  { placement: 'top-end', column: 4, row: 1 },
  { placement: 'left-start', column: 1, row: 2 },
  { placement: 'left', column: 1, row: 3 },
  { placement: 'left-end', column: 1, row: 4 },
  { placement: 'right-start', column: 5, row: 2 },
  { placement: 'right', column: 5, row: 3 },
  { placement: 'right-end', column: 5, row: 4 },
  { placement: 'bottom-start', column: 2, row: 5 },
  { placement: 'bottom', column: 3, row: 5 },
  { placement: 'bottom-end', column: 4, row: 5 },
];

export default function TooltipPlacement() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(5, minmax(0, 120px))',
        gap: 1,
        justifyContent: 'center',
        width: '100%',
      }}
    >
      {cells.map(({ placement, column, row }) => (
        <Tooltip key={placement} title={`Placement: ${placement}`} placement={placement} arrow describeChild>
          <Button variant="outlined" color="neutral" size="sm" sx={{ gridColumn: column, gridRow: row }}>
            {placement}
          </Button>
        </Tooltip>
      ))}
    </Box>
  );
}
