import { Box, ThemeProvider, createSpacing, useTheme } from '@mui/system';

function Panel({ title }: { title: string }) {
  // useTheme() returns the nearest theme: the page's, or the nested one.
  const theme = useTheme();
  return (
    <Box sx={{ flex: '1 1 200px', p: 3, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Box component="p" sx={{ typography: 'subtitle1', fontWeight: 600, m: 0, mb: 1 }}>
        {title}
      </Box>
      <Box component="ul" dir="ltr" sx={{ m: 0, pl: 2.5, fontFamily: 'monospace', fontSize: '0.8125rem', color: 'text.secondary' }}>
        <li>p: 3 = {theme.spacing(3)}</li>
        <li>borderRadius: 1 = {theme.shape.borderRadius}px</li>
      </Box>
    </Box>
  );
}

export default function LocalTheme() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, width: '100%' }}>
      <Panel title="Page theme" />
      {/* A function receives the outer theme and returns the one to use below. */}
      <ThemeProvider theme={(outer) => ({ ...outer, spacing: createSpacing(4), shape: { borderRadius: 4 } })}>
        <Panel title="Nested theme" />
      </ThemeProvider>
    </Box>
  );
}
