import * as React from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';

// Reports the element's width after layout; the server has no layout, so it starts empty.
function useWidth<T extends HTMLElement>(): [React.RefObject<T>, number | null] {
  const ref = React.useRef<T>(null);
  const [width, setWidth] = React.useState<number | null>(null);
  React.useEffect(() => {
    const element = ref.current;
    if (!element) {
      return undefined;
    }
    const observer = new ResizeObserver(() => setWidth(Math.round(element.getBoundingClientRect().width)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}

const band = { py: 1.5, borderRadius: 1, typography: 'body2', textAlign: 'center' } as const;

export default function FixedContainer() {
  const [fluidRef, fluidWidth] = useWidth<HTMLDivElement>();
  const [fixedRef, fixedWidth] = useWidth<HTMLDivElement>();

  return (
    <Box sx={{ width: '100%', display: 'grid', gap: 1.5 }}>
      <Container ref={fluidRef} maxWidth="md" sx={{ ...band, bgcolor: 'action.selected' }}>
        Fluid: {fluidWidth === null ? 'measuring…' : `${fluidWidth}px`}
      </Container>
      <Container ref={fixedRef} fixed maxWidth="md" sx={{ ...band, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
        Fixed: {fixedWidth === null ? 'measuring…' : `${fixedWidth}px`}
      </Container>
    </Box>
  );
}
