import * as React from 'react';
import { Box, Stack, useTheme } from '@mui/system';

const MAX_WINDOW = 1920;

function Row({ label, windowWidth, width }: { label: string; windowWidth: number; width: number }) {
  return (
    <Box>
      <Box sx={{ fontSize: 13, color: 'text.secondary', mb: 0.5 }}>
        {label}:{' '}
        <Box component="strong" sx={{ color: 'text.primary' }}>
          {width}px
        </Box>
      </Box>
      {/* The window, drawn to scale, and the container centered in it. */}
      <Box sx={{ width: `${(windowWidth / MAX_WINDOW) * 100}%`, bgcolor: 'action.hover', borderRadius: 0.5, py: 0.5 }}>
        <Box sx={{ width: `${(width / windowWidth) * 100}%`, height: 20, mx: 'auto', bgcolor: 'primary.main', borderRadius: 0.5 }} />
      </Box>
    </Box>
  );
}

export default function ContainerWidthSimulator() {
  const { breakpoints } = useTheme();
  const [windowWidth, setWindowWidth] = React.useState(1000);
  const cap = breakpoints.values.lg; // maxWidth="lg", the default
  // `fixed`: the max-width is the value of the largest breakpoint the window has reached.
  const reached = Object.values(breakpoints.values).filter((value) => value > 0 && value <= windowWidth);
  const fixedWidth = Math.min(reached.length ? Math.max(...reached) : windowWidth, cap, windowWidth);
  const fluidWidth = Math.min(windowWidth, cap);

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Box component="label" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, fontSize: 14 }}>
        Window width
        <input
          type="range"
          min={320}
          max={MAX_WINDOW}
          step={10}
          value={windowWidth}
          onChange={(event) => setWindowWidth(Number(event.target.value))}
        />
        <Box component="output" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {windowWidth}px
        </Box>
      </Box>
      <Row label='<Container maxWidth="lg">' windowWidth={windowWidth} width={fluidWidth} />
      <Row label='<Container fixed maxWidth="lg">' windowWidth={windowWidth} width={fixedWidth} />
    </Stack>
  );
}
