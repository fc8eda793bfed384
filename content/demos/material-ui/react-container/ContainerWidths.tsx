import * as React from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

type Width = 'xs' | 'sm' | 'md';

const pixels: Record<Width, string> = { xs: '444px', sm: '600px', md: '900px' };

export default function ContainerWidths() {
  const [maxWidth, setMaxWidth] = React.useState<Width>('xs');

  return (
    <Box sx={{ width: '100%', display: 'grid', gap: 2 }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={maxWidth}
        onChange={(_event, value: Width | null) => value && setMaxWidth(value)}
        aria-label="Container maximum width"
        sx={{ justifySelf: 'center' }}
      >
        <ToggleButton value="xs">xs</ToggleButton>
        <ToggleButton value="sm">sm</ToggleButton>
        <ToggleButton value="md">md</ToggleButton>
      </ToggleButtonGroup>
      <Container maxWidth={maxWidth} sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: 2, textAlign: 'center' }}>
        maxWidth=&quot;{maxWidth}&quot; caps the width at {pixels[maxWidth]}
      </Container>
    </Box>
  );
}
