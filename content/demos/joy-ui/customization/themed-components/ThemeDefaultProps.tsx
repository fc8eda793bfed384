import { CssVarsProvider, extendTheme, THEME_ID } from '@mui/joy/styles';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';

const theme = extendTheme({
  // A prefix of its own keeps this demo's CSS variables apart from the page's.
  cssVarPrefix: 'defaults',
  components: {
    JoyButton: {
      defaultProps: { size: 'sm', variant: 'soft' },
    },
    JoyInput: {
      defaultProps: { size: 'sm', variant: 'soft' },
    },
    JoyFormLabel: {
      defaultProps: { sx: { fontSize: 'xs' } },
    },
  },
});

export default function ThemeDefaultProps() {
  return (
    <CssVarsProvider
      // Inside these docs only: the page keeps a Joy UI theme of its own under THEME_ID,
      // so this one goes under the same key; the page's light/dark attribute picks the
      // scheme, and <html> is left alone. In an app, <CssVarsProvider theme={theme}> is enough.
      theme={{ [THEME_ID]: theme }}
      attribute="data-mui-color-scheme"
      colorSchemeNode={null}
    >
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-end' }}>
        <FormControl>
          <FormLabel>City</FormLabel>
          <Input defaultValue="Lisbon" />
        </FormControl>
        <FormControl>
          <FormLabel>Check-in</FormLabel>
          <Input type="date" defaultValue="2025-05-09" />
        </FormControl>
        <Button>Search hotels</Button>
        {/* Props on the instance win over defaultProps. */}
        <Button variant="plain" color="neutral">
          Clear
        </Button>
      </Stack>
    </CssVarsProvider>
  );
}
