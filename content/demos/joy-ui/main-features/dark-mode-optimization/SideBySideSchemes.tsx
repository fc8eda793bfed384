import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import Chip from '@mui/joy/Chip';
import Button from '@mui/joy/Button';
import Typography from '@mui/joy/Typography';
import Stack from '@mui/joy/Stack';
import { extendTheme } from '@mui/joy/styles';

// The default theme's variables for each scheme: the same declarations that
// CssVarsProvider writes under [data-joy-color-scheme="light"] and [data-joy-color-scheme="dark"].
const theme = extendTheme();
const schemeVariables = {
  light: theme.generateCssVars('light').css,
  dark: theme.generateCssVars('dark').css,
};

const schemes = ['light', 'dark'] as const;

export default function SideBySideSchemes() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      {schemes.map((scheme) => (
        <Box
          key={scheme}
          sx={{
            ...schemeVariables[scheme],
            flex: 1,
            p: 3,
            borderRadius: 'md',
            bgcolor: 'background.body',
            color: 'text.primary',
            border: '1px solid',
            borderColor: 'divider',
          }}
        >
          <Typography level="body-xs" sx={{ mb: 1.5 }}>
            {scheme} scheme
          </Typography>
          <Card variant="outlined" sx={{ boxShadow: theme.shadow.md }}>
            <Stack direction="row" alignItems="center" spacing={1}>
              <Typography level="title-md" sx={{ flex: 1 }}>
                Weekly report
              </Typography>
              <Chip size="sm" color="success">
                +12%
              </Chip>
            </Stack>
            <Typography level="body-sm">1,284 orders from 37 countries.</Typography>
            <Button size="sm" sx={{ alignSelf: 'flex-start' }}>
              Open report
            </Button>
          </Card>
        </Box>
      ))}
    </Stack>
  );
}
