import { CssVarsProvider, extendTheme } from '@mui/joy/styles';
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
      theme={theme}
      // Inside these docs only: follow the page's light/dark attribute and leave
      // <html> alone. In an app, <CssVarsProvider theme={theme}> is enough.
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
