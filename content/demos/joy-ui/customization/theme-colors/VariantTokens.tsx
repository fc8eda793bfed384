import { CssVarsProvider, createGetCssVar, extendTheme, THEME_ID } from '@mui/joy/styles';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';

// Builds `var(--tokens-…)` references for the prefix this demo uses. With the
// default prefix you would write createGetCssVar() and get `var(--joy-…)`.
const getCssVar = createGetCssVar('tokens');

const theme = extendTheme({
  cssVarPrefix: 'tokens',
  colorSchemes: {
    light: {
      palette: {
        neutral: {
          // A near-black solid neutral instead of the default gray 500.
          solidBg: getCssVar('palette-neutral-800'),
          solidHoverBg: getCssVar('palette-neutral-700'),
          solidActiveBg: getCssVar('palette-neutral-600'),
        },
        primary: {
          // Soft primary surfaces a step lighter than the default 100.
          softBg: getCssVar('palette-primary-50'),
          softHoverBg: getCssVar('palette-primary-100'),
        },
      },
    },
    dark: {
      palette: {
        neutral: {
          solidBg: getCssVar('palette-neutral-100'),
          solidColor: getCssVar('palette-neutral-900'),
          solidHoverBg: getCssVar('palette-neutral-200'),
          solidActiveBg: getCssVar('palette-neutral-300'),
        },
      },
    },
  },
});

export default function VariantTokens() {
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
        <Button color="neutral" variant="solid">
          Export CSV
        </Button>
        <Button color="primary" variant="soft">
          Share link
        </Button>
        <Chip color="primary" variant="soft">
          3 collaborators
        </Chip>
      </Stack>
    </CssVarsProvider>
  );
}
