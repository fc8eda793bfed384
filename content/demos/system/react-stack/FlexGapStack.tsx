import * as React from 'react';
import { Box, Stack, useTheme } from '@mui/system';

const tags = ['Hiking', 'Photography', 'Bouldering', 'Trail running', 'Birdwatching', 'Kayaking', 'Camping', 'Cycling', 'Climbing'];

export default function FlexGapStack() {
  const theme = useTheme();
  const side = theme.direction === 'rtl' ? 'right' : 'left';
  const [useFlexGap, setUseFlexGap] = React.useState(true);

  return (
    <Box sx={{ width: '100%' }}>
      <Box component="label" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, mb: 2, fontSize: 14 }}>
        <input type="checkbox" checked={useFlexGap} onChange={(event) => setUseFlexGap(event.target.checked)} />
        useFlexGap
      </Box>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap={useFlexGap}
        flexWrap="wrap"
        sx={{ maxWidth: 360, p: 1, bgcolor: 'action.hover', borderRadius: 1 }}
      >
        {tags.map((tag) => (
          <Box
            key={tag}
            sx={{ px: 1.5, py: 0.5, borderRadius: 4, bgcolor: 'background.paper', border: 1, borderColor: 'divider', fontSize: 14 }}
          >
            {tag}
          </Box>
        ))}
      </Stack>
      <Box sx={{ mt: 1.5, fontSize: 13, color: 'text.secondary' }}>
        {useFlexGap
          ? `gap: ${theme.spacing(1)} on the Stack: rows and columns are spaced alike.`
          : `margin-${side}: ${theme.spacing(1)} on each child after the first: wrapped rows touch, and each row after the first starts indented.`}
      </Box>
    </Box>
  );
}
