import * as React from 'react';
import { Box, Stack, useTheme } from '@mui/system';

type Direction = 'row' | 'row-reverse' | 'column' | 'column-reverse';

const directions: Direction[] = ['row', 'row-reverse', 'column', 'column-reverse'];
const sides: Record<Direction, string> = {
  row: 'left',
  'row-reverse': 'right',
  column: 'top',
  'column-reverse': 'bottom',
};
// In a right-to-left page the emotion RTL plugin turns left into right and right into left.
const mirrored: Record<string, string> = { left: 'right', right: 'left' };
const fruits = ['Apples', 'Pears', 'Plums'];

const fieldSx = {
  font: 'inherit',
  fontSize: 14,
  px: 1,
  py: 0.5,
  color: 'text.primary',
  bgcolor: 'background.paper',
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
} as const;

export default function StackSpacingPlayground() {
  const theme = useTheme();
  const [direction, setDirection] = React.useState<Direction>('row');
  const [spacing, setSpacing] = React.useState(2);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={3} useFlexGap flexWrap="wrap" sx={{ mb: 2, fontSize: 14 }}>
        <Box component="label" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          direction
          <Box component="select" value={direction} onChange={(event) => setDirection(event.target.value as Direction)} sx={fieldSx}>
            {directions.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </Box>
        </Box>
        <Box component="label" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          spacing
          <input type="range" min={0} max={4} step={0.5} value={spacing} onChange={(event) => setSpacing(Number(event.target.value))} />
          <Box component="output" sx={{ minWidth: 24 }}>
            {spacing}
          </Box>
        </Box>
      </Stack>
      <Stack
        direction={direction}
        spacing={spacing}
        alignItems="flex-start"
        sx={{ p: 1, minHeight: 150, bgcolor: 'action.hover', borderRadius: 1 }}
      >
        {fruits.map((fruit) => (
          <Box key={fruit} sx={{ px: 2, py: 1, bgcolor: 'primary.main', color: 'primary.contrastText', borderRadius: 1 }}>
            {fruit}
          </Box>
        ))}
      </Stack>
      <Box component="code" sx={{ display: 'block', mt: 1.5, fontSize: 13, color: 'text.secondary' }}>
        {spacing === 0
          ? 'spacing={0}: no margin is added.'
          : `margin-${theme.direction === 'rtl' ? (mirrored[sides[direction]] ?? sides[direction]) : sides[direction]}: ${theme.spacing(spacing)} on every child but the first`}
      </Box>
    </Box>
  );
}
