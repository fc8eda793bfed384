import { CssVarsProvider, extendTheme, THEME_ID } from '@mui/joy/styles';
import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';
import InfoOutlined from '@mui/icons-material/InfoOutlined';

// A violet scale, from the lightest tint (50) to the darkest shade (900).
const violet = {
  50: '#F5F3FF',
  100: '#EDE9FE',
  200: '#DDD6FE',
  300: '#C4B5FD',
  400: '#A78BFA',
  500: '#7C3AED',
  600: '#6D28D9',
  700: '#5B21B6',
  800: '#4C1D95',
  900: '#2E1065',
};

const theme = extendTheme({
  // A prefix of its own keeps this demo's CSS variables apart from the page's.
  cssVarPrefix: 'violet',
  colorSchemes: {
    light: { palette: { primary: violet } },
    dark: { palette: { primary: violet } },
  },
});

export default function CustomPrimaryScale() {
  return (
    <CssVarsProvider
      // Inside these docs only: the page keeps a Joy UI theme of its own under THEME_ID,
      // so this one goes under the same key; the page's light/dark attribute picks the
      // scheme, and <html> is left alone. In an app, <CssVarsProvider theme={theme}> is enough.
      theme={{ [THEME_ID]: theme }}
      attribute="data-mui-color-scheme"
      colorSchemeNode={null}
    >
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button variant="solid">Solid</Button>
          <Button variant="soft">Soft</Button>
          <Button variant="outlined">Outlined</Button>
          <Button variant="plain">Plain</Button>
        </Stack>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Chip variant="soft" color="primary">
            Beta feature
          </Chip>
          <Typography component="label" level="body-sm" startDecorator={<Switch defaultChecked />}>
            Weekly digest
          </Typography>
        </Stack>
        <Alert variant="soft" color="primary" startDecorator={<InfoOutlined />}>
          Your trial ends on June 14. Upgrade to keep your saved reports.
        </Alert>
      </Stack>
    </CssVarsProvider>
  );
}
