import { CssVarsProvider, extendTheme, THEME_ID } from '@mui/joy/styles';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Typography from '@mui/joy/Typography';

const theme = extendTheme({
  // A prefix of its own keeps this demo's CSS variables apart from the page's.
  cssVarPrefix: 'type',
  fontFamily: {
    display: 'Georgia, Cambria, "Times New Roman", serif',
  },
  fontSize: {
    // Every level that uses xl3 (h2) gets the new size.
    xl3: '2.125rem',
  },
  typography: {
    h2: {
      fontWeight: 400,
      letterSpacing: '-0.01em',
    },
    'body-md': {
      lineHeight: 1.7,
    },
  },
});

export default function CustomFontsAndLevels() {
  return (
    <CssVarsProvider
      // Inside these docs only: the page keeps a Joy UI theme of its own under THEME_ID,
      // so this one goes under the same key; the page's light/dark attribute picks the
      // scheme, and <html> is left alone. In an app, <CssVarsProvider theme={theme}> is enough.
      theme={{ [THEME_ID]: theme }}
      attribute="data-mui-color-scheme"
      colorSchemeNode={null}
    >
      <Card variant="outlined" sx={{ maxWidth: 480 }}>
        <Typography level="body-xs" textTransform="uppercase" fontWeight="lg" textColor="primary.plainColor">
          Field notes
        </Typography>
        <Typography level="h2">A week on the Faroe Islands</Typography>
        <Typography level="body-md">
          Ferries run twice a day between Tórshavn and Suðuroy, and the crossing takes about two hours. Book the early one: the fog usually
          lifts by ten.
        </Typography>
        <Button variant="soft" sx={{ alignSelf: 'flex-start' }}>
          Read the itinerary
        </Button>
      </Card>
    </CssVarsProvider>
  );
}
