import { CssVarsProvider, extendTheme, THEME_ID } from '@mui/joy/styles';
import Card from '@mui/joy/Card';
import Input from '@mui/joy/Input';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const theme = extendTheme({
  // A prefix of its own keeps this demo's CSS variables apart from the page's.
  cssVarPrefix: 'shadows',
  colorSchemes: {
    light: {
      // A warm brown shadow, a little stronger than the default 0.08.
      shadowChannel: '87 56 32',
      shadowOpacity: '0.12',
      // A hairline ring in front of every shadow, like a border that costs no layout.
      shadowRing: '0 0 0 1px rgba(87 56 32 / 0.08)',
    },
    dark: {
      shadowChannel: '0 0 0',
      shadowOpacity: '0.8',
      shadowRing: '0 0 0 1px rgba(255 255 255 / 0.08)',
    },
  },
  shadow: {
    // Replaces one step of the scale; the others keep their defaults.
    xl: '0 24px 48px -12px rgba(var(--shadows-shadowChannel) / var(--shadows-shadowOpacity))',
  },
});

export default function ThemeShadows() {
  return (
    <CssVarsProvider
      // Inside these docs only: the page keeps a Joy UI theme of its own under THEME_ID,
      // so this one goes under the same key; the page's light/dark attribute picks the
      // scheme, and <html> is left alone. In an app, <CssVarsProvider theme={theme}> is enough.
      theme={{ [THEME_ID]: theme }}
      attribute="data-mui-color-scheme"
      colorSchemeNode={null}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ p: 2, alignItems: 'flex-start' }}>
        <Card sx={{ boxShadow: 'md', flex: 1 }}>
          <Typography level="title-md">Delivery address</Typography>
          <Input placeholder="Street and number" />
          <Input placeholder="Postal code" />
        </Card>
        <Sheet sx={{ boxShadow: 'xl', borderRadius: 'lg', p: 2, flex: 1 }}>
          <Typography level="title-md">Order summary</Typography>
          <Typography level="body-sm">2 items, arriving Thursday</Typography>
        </Sheet>
      </Stack>
    </CssVarsProvider>
  );
}
