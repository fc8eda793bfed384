import * as React from 'react';
import { Box, Container, Stack, useTheme } from '@mui/system';

type Option = 'xs' | 'sm' | 'md' | 'lg' | 'xl' | false;
const options: Option[] = ['xs', 'sm', 'md', 'lg', 'xl', false];

export default function ContainerMaxWidth() {
  const theme = useTheme();
  const [maxWidth, setMaxWidth] = React.useState<Option>('sm');
  const values = theme.breakpoints.values;
  let rule = 'no max-width: the container spans the whole width, keeping its gutters';
  if (maxWidth === 'xs') rule = `max-width: ${Math.max(values.xs, 444)}px at every width`;
  else if (maxWidth) rule = `max-width: ${values[maxWidth]}px once the window is at least ${values[maxWidth]}px wide`;

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" role="radiogroup" aria-label="maxWidth" sx={{ mb: 2 }}>
        {options.map((option) => (
          <Box
            key={String(option)}
            component="button"
            type="button"
            role="radio"
            aria-checked={option === maxWidth}
            onClick={() => setMaxWidth(option)}
            sx={{
              font: 'inherit',
              fontSize: 14,
              px: 1.5,
              py: 0.5,
              borderRadius: 1,
              border: 1,
              cursor: 'pointer',
              borderColor: option === maxWidth ? 'primary.main' : 'divider',
              bgcolor: option === maxWidth ? 'primary.main' : 'background.paper',
              color: option === maxWidth ? 'primary.contrastText' : 'text.primary',
              '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
            }}
          >
            {String(option)}
          </Box>
        ))}
      </Stack>
      <Box sx={{ bgcolor: 'action.hover', py: 2, borderRadius: 1 }}>
        <Container maxWidth={maxWidth}>
          <Box sx={{ p: 2, border: '1px dashed', borderColor: 'primary.main', borderRadius: 1, color: 'text.primary', fontSize: 14 }}>
            <Box component="code">maxWidth={JSON.stringify(maxWidth)}</Box>: {rule}
          </Box>
        </Container>
      </Box>
    </Box>
  );
}
