import Box from '@mui/joy/Box';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { extendTheme } from '@mui/joy/styles';

const theme = extendTheme();
const schemeVariables = {
  light: theme.generateCssVars('light').css,
  dark: theme.generateCssVars('dark').css,
};

const schemes = ['light', 'dark'] as const;
const shadows = ['xs', 'sm', 'md', 'lg', 'xl'] as const;

export default function ShadowScale() {
  return (
    <Stack spacing={2}>
      {schemes.map((scheme) => (
        <Box
          key={scheme}
          sx={{ ...schemeVariables[scheme], p: 2.5, borderRadius: 'md', bgcolor: 'background.level1', color: 'text.primary' }}
        >
          <Typography level="body-xs" sx={{ mb: 1.5 }}>
            {scheme} scheme
          </Typography>
          <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap>
            {shadows.map((shadow) => (
              <Sheet
                key={shadow}
                variant="outlined"
                sx={{
                  width: 88,
                  height: 64,
                  borderRadius: 'sm',
                  // theme.shadow holds the raw value, which reads --joy-shadowChannel and
                  // --joy-shadowOpacity on this element, so each panel gets its own scheme's shadow.
                  boxShadow: theme.shadow[shadow],
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: 'center',
                  bgcolor: 'background.surface',
                }}
              >
                <Typography level="title-sm">{shadow}</Typography>
              </Sheet>
            ))}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}
