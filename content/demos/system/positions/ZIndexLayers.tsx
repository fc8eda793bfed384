import type { CssVarsTheme } from '@mui/material/styles';
import { Box, useTheme } from '@mui/system';

// Written in markup from the highest layer to the lowest: without zIndex,
// later elements would be painted on top.
const layers = ['tooltip', 'snackbar', 'modal', 'drawer', 'appBar'] as const;

export default function ZIndexLayers() {
  const theme = useTheme<CssVarsTheme>();
  return (
    // isolation: 'isolate' keeps these z-index values inside the demo, so the
    // layers cannot cover the page's own header.
    <Box position="relative" height={layers.length * 36 + 64} width="100%" maxWidth={460} sx={{ isolation: 'isolate' }}>
      {layers.map((layer, index) => (
        <Box
          key={layer}
          position="absolute"
          zIndex={layer}
          top={(layers.length - 1 - index) * 36}
          left={(layers.length - 1 - index) * 20}
          width={220}
          px={1.5}
          py={1}
          borderRadius={1}
          border={1}
          borderColor="divider"
          bgcolor="background.paper"
          boxShadow={2}
        >
          <Box component="code" dir="ltr" display="block" fontFamily="monospace" fontSize="0.8125rem" fontWeight={600}>
            zIndex=&quot;{layer}&quot;
          </Box>
          <Box component="code" dir="ltr" display="block" fontFamily="monospace" fontSize="0.75rem" color="text.secondary">
            theme.zIndex.{layer} = {theme.zIndex[layer]}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
