import { Box, Stack, styled, type Theme, unstable_createGetCssVar, useTheme } from '@mui/system';

// What a theme built for CSS variables adds (Material UI's experimental_extendTheme, under its CssVarsProvider).
interface CssVarsTheme extends Theme {
  vars: { palette: Record<string, Record<string, string>> };
  getColorSchemeSelector: (colorScheme: string) => string;
}

const tokens: [group: string, name: string][] = [
  ['primary', 'main'],
  ['success', 'main'],
  ['background', 'paper'],
  ['text', 'secondary'],
];

// Builds variable references with the prefix of the theme ("mui" for Material UI), with a fallback value.
const getCssVar = unstable_createGetCssVar('mui');

// In dark mode only, through the selector of the dark color scheme: no re-render when the mode changes.
const Notice = styled('div')(({ theme }) => ({
  padding: theme.spacing(1.5, 2),
  borderRadius: 8,
  border: '1px solid',
  borderColor: getCssVar('palette-divider'),
  [(theme as CssVarsTheme).getColorSchemeSelector('dark')]: {
    borderStyle: 'dashed',
  },
}));

export default function ThemeVariables() {
  const theme = useTheme<CssVarsTheme>();
  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Box component="table" sx={{ borderCollapse: 'collapse', fontSize: 13, '& td, & th': { py: 0.75, pr: 2, textAlign: 'start' } }}>
        <thead>
          <tr>
            <th>Token</th>
            <th>theme.vars value</th>
            <th>Color</th>
          </tr>
        </thead>
        <tbody>
          {tokens.map(([group, name]) => (
            <tr key={`${group}.${name}`}>
              <td>
                <code>
                  {group}.{name}
                </code>
              </td>
              <td>
                <code>{theme.vars.palette[group][name]}</code>
              </td>
              <td>
                <Box sx={{ width: 40, height: 20, borderRadius: 0.5, border: 1, borderColor: 'divider', bgcolor: `${group}.${name}` }} />
              </td>
            </tr>
          ))}
        </tbody>
      </Box>
      <Box component="code" sx={{ fontSize: 13, color: getCssVar('palette-text-secondary', '#555') }}>
        getCssVar(&apos;palette-text-secondary&apos;, &apos;#555&apos;) = {getCssVar('palette-text-secondary', '#555')}
      </Box>
      <Notice>Switch this site to dark mode: this border turns dashed, and the swatches change, without any re-render.</Notice>
    </Stack>
  );
}
