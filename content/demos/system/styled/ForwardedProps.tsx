import * as React from 'react';
import { Box, shouldForwardProp, styled } from '@mui/system';

const swatchStyles = ({ tone }: { tone?: string }) => ({
  font: 'inherit',
  padding: '6px 14px',
  borderRadius: 8,
  border: '2px solid',
  borderColor: tone === 'warm' ? '#c2410c' : '#0369a1',
  background: 'none',
  color: 'inherit',
  cursor: 'pointer',
});

// 1. An HTML tag without name or slot: Emotion forwards valid HTML attributes only.
const PlainSwatch = styled('button')<{ tone?: string }>(swatchStyles);

// 2. A named Root slot: every prop but ownerState, theme, sx and as is forwarded.
const RootSwatch = styled('button', { name: 'ToneSwatch', slot: 'Root' })<{ tone?: string }>(swatchStyles);

// 3. The same slot, with tone filtered out.
const FilteredSwatch = styled('button', {
  name: 'ToneSwatch',
  slot: 'Root',
  shouldForwardProp: (prop) => shouldForwardProp(prop) && prop !== 'tone',
})<{ tone?: string }>(swatchStyles);

const rows = [
  { label: "styled('button')", Swatch: PlainSwatch },
  { label: "styled('button', { name, slot: 'Root' })", Swatch: RootSwatch },
  { label: '…plus shouldForwardProp excluding tone', Swatch: FilteredSwatch },
];

function Row({ label, Swatch }: (typeof rows)[number]) {
  const ref = React.useRef<HTMLButtonElement>(null);
  // Read after mount, so the server and the first browser render agree.
  const [attributes, setAttributes] = React.useState<string | null>(null);
  React.useEffect(() => {
    setAttributes(ref.current ? ref.current.getAttributeNames().join(', ') : '');
  }, []);
  return (
    <Box
      component="li"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}
    >
      <Swatch ref={ref} type="button" tone="warm">
        Warm
      </Swatch>
      <div>
        <Box component="code" dir="ltr" sx={{ display: 'block', fontFamily: 'monospace', fontSize: '0.8125rem', fontWeight: 600 }}>
          {label}
        </Box>
        <Box component="code" dir="ltr" sx={{ display: 'block', fontFamily: 'monospace', fontSize: '0.75rem', color: 'text.secondary' }}>
          DOM attributes: {attributes ?? '…'}
        </Box>
      </div>
    </Box>
  );
}

export default function ForwardedProps() {
  return (
    <Box component="ul" sx={{ width: '100%', m: 0, p: 0, listStyle: 'none' }}>
      {rows.map((row) => (
        <Row key={row.label} {...row} />
      ))}
    </Box>
  );
}
