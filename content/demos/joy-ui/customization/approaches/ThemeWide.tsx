import { CssVarsProvider, extendTheme, THEME_ID } from '@mui/joy/styles';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';

const theme = extendTheme({
  // A prefix of its own keeps this demo's CSS variables apart from the page's.
  cssVarPrefix: 'approaches',
  components: {
    JoyButton: {
      defaultProps: {
        variant: 'soft',
      },
      styleOverrides: {
        root: ({ ownerState }) => ({
          borderRadius: '999px',
          ...(ownerState.size === 'lg' && {
            paddingInline: '2rem',
          }),
        }),
      },
    },
  },
});

export default function ThemeWide() {
  return (
    <CssVarsProvider
      // Inside these docs only: the page keeps a Joy UI theme of its own under THEME_ID,
      // so this one goes under the same key; the page's light/dark attribute picks the
      // scheme, and <html> is left alone. In an app, <CssVarsProvider theme={theme}> is enough.
      theme={{ [THEME_ID]: theme }}
      attribute="data-mui-color-scheme"
      colorSchemeNode={null}
    >
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Button size="sm">Save draft</Button>
        <Button color="neutral">Preview</Button>
        <Button size="lg" variant="solid">
          Publish
        </Button>
      </Stack>
    </CssVarsProvider>
  );
}
