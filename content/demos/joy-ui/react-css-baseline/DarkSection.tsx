import Button from '@mui/joy/Button';
import ScopedCssBaseline from '@mui/joy/ScopedCssBaseline';
import Stack from '@mui/joy/Stack';
import { useTheme } from '@mui/joy/styles';

// CssVarsProvider selects a color scheme with an attribute (its `attribute` prop,
// `data-joy-color-scheme` by default). Read the attribute from the theme's selector,
// so that this demo works whatever the provider uses.
function useDarkSchemeProps(): Record<string, string> {
  const theme = useTheme();
  const match = /\[([^=\]]+)="dark"\]/.exec(theme.getColorSchemeSelector('dark'));
  return { [match?.[1] ?? 'data-joy-color-scheme']: 'dark' };
}

function Booking({ id }: { id: string }) {
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <label htmlFor={`${id}-city`}>Departure city</label>
      <select id={`${id}-city`} defaultValue="Vienna">
        <option>Vienna</option>
        <option>Prague</option>
        <option>Budapest</option>
      </select>
      <label style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
        <input type="checkbox" defaultChecked /> Window seat
      </label>
      <Button size="sm">Find trains</Button>
    </Stack>
  );
}

export default function DarkSection() {
  const darkScheme = useDarkSchemeProps();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <ScopedCssBaseline sx={{ flex: 1, p: 2, borderRadius: 'sm', border: '1px solid', borderColor: 'divider' }}>
        <p style={{ marginTop: 0 }}>
          <strong>Follows the page</strong>
        </p>
        <Booking id="page-scheme" />
      </ScopedCssBaseline>
      <ScopedCssBaseline {...darkScheme} sx={{ flex: 1, p: 2, borderRadius: 'sm' }}>
        <p style={{ marginTop: 0 }}>
          <strong>Always dark</strong>
        </p>
        <Booking id="dark-scheme" />
      </ScopedCssBaseline>
    </Stack>
  );
}
