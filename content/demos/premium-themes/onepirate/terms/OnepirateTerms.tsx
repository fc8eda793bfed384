import { Experimental_CssVarsProvider as CssVarsProvider, experimental_extendTheme as extendTheme } from '@mui/material/styles';
import Alert from '@mui/material/Alert';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';

// The template's own theme: a sea-and-sand palette for each color scheme,
// condensed headings (Roboto Condensed 700) and light body text (Work Sans 300/400).
const headingFont = "'Roboto Condensed', 'Arial Narrow', sans-serif";
const theme = extendTheme({
  cssVarPrefix: 'onepirate',
  colorSchemes: {
    light: {
      palette: {
        primary: { main: '#0E5E6F' },
        secondary: { main: '#D9603B' },
        background: { default: '#FBF6EE', paper: '#FFFFFF' },
        text: { primary: '#1D2B33', secondary: '#4A5A63' },
      },
    },
    dark: {
      palette: {
        primary: { main: '#6CC4C9' },
        secondary: { main: '#F2956F' },
        background: { default: '#0C1A20', paper: '#14262E' },
        text: { primary: '#EEF3F2', secondary: '#A9BCC0' },
      },
    },
  },
  shape: { borderRadius: 0 },
  typography: {
    fontFamily: "'Work Sans', 'Helvetica Neue', sans-serif",
    fontWeightLight: 300,
    fontWeightRegular: 400,
    fontWeightMedium: 400,
    h2: { fontFamily: headingFont, fontWeight: 700, fontSize: 'clamp(2.25rem, 1.6rem + 3vw, 3.75rem)', textTransform: 'uppercase' },
    h3: { fontFamily: headingFont, fontWeight: 700, fontSize: 'clamp(1.75rem, 1.4rem + 1.5vw, 2.5rem)', textTransform: 'uppercase' },
    h5: { fontFamily: headingFont, fontWeight: 700, fontSize: '1.375rem' },
    h6: { fontFamily: headingFont, fontWeight: 700, fontSize: '1.125rem' },
    body1: { fontWeight: 300 },
    button: { fontFamily: headingFont, fontWeight: 700, letterSpacing: '0.08em' },
  },
});

const BASE = '/premium-themes/onepirate';

function Header() {
  return (
    <AppBar position="static" elevation={0} color="primary" enableColorOnDark>
      <Toolbar sx={{ justifyContent: 'space-between', gap: 2 }}>
        <Link href={BASE} color="inherit" underline="none" variant="h6" sx={{ letterSpacing: '0.12em' }}>
          TIDEHOUSE
        </Link>
        <Stack direction="row" spacing={{ xs: 1.5, sm: 3 }}>
          <Link href={`${BASE}/sign-in`} color="inherit" underline="hover">
            Sign in
          </Link>
          <Link href={`${BASE}/sign-up`} color="inherit" underline="hover" sx={{ fontWeight: 400 }}>
            Sign up
          </Link>
        </Stack>
      </Toolbar>
    </AppBar>
  );
}

function Footer() {
  return (
    <Box component="footer" sx={{ py: 4, borderTop: 1, borderColor: 'divider' }}>
      <Container sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'space-between' }}>
        <Typography variant="body2" color="text.secondary">
          Tidehouse, beach houses for surfers.
        </Typography>
        <Stack direction="row" spacing={3}>
          <Link href={`${BASE}/terms`} variant="body2">
            Terms
          </Link>
          <Link href={`${BASE}/privacy`} variant="body2">
            Privacy
          </Link>
        </Stack>
      </Container>
    </Box>
  );
}

const sections = [
  {
    title: 'Bookings and deposits',
    text: 'A booking is confirmed once we receive a deposit of 20% of the stay. The balance is due 14 days before arrival; for bookings made later than that, the full amount is due at once. Stays run Saturday to Saturday from June to September and have a three-night minimum the rest of the year.',
  },
  {
    title: 'Cancellations',
    text: 'Cancel up to 30 days before arrival and we refund everything except the deposit. Between 29 and 14 days we refund half of what you paid. Within 14 days we refund only if we can let the house to someone else for the same dates.',
  },
  {
    title: 'Flat days and storms',
    text: 'We cannot promise waves. If a storm warning from the national weather service closes the beach for three days or more of your stay, you may move the unused nights to another week of the same season at no charge.',
  },
  {
    title: 'House rules',
    text: 'Quiet hours are 10 pm to 8 am. Rinse sand and wax off boards at the outdoor shower before bringing them inside. Pets are welcome in the houses marked pet-friendly. No parties or events without our written agreement.',
  },
  {
    title: 'Boards and equipment',
    text: 'Boards, wetsuits and leashes in the shed are lent free of charge and used at your own risk. Tell us about a ding or a broken fin before you leave; ordinary wear is never charged, but a lost board is, at its replacement price.',
  },
  {
    title: 'Damage and the security hold',
    text: 'We place a hold of €300 (A$500 in Australia) on your card three days before arrival and release it within seven days of departure, minus the cost of any damage we have shown you with photos.',
  },
];

function TermsContent() {
  return (
    <>
      <Typography variant="h3" component="h2" gutterBottom>
        Terms of stay
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        Last updated on March 1, 2024.
      </Typography>
      <Alert severity="info" sx={{ mb: 5 }}>
        Tidehouse is a fictional company. These terms are sample copy for this template, not a legal document.
      </Alert>
      {sections.map((section) => (
        <Box component="section" key={section.title} sx={{ mb: 4 }}>
          <Typography variant="h5" component="h3" gutterBottom>
            {section.title}
          </Typography>
          <Typography color="text.secondary">{section.text}</Typography>
        </Box>
      ))}
      <Typography>
        Questions about these terms? Write to <Link href="mailto:hello@tidehouse.example">hello@tidehouse.example</Link>, or read how we
        handle your data in the <Link href={`${BASE}/privacy`}>privacy notice</Link>.
      </Typography>
    </>
  );
}

export default function OnepirateTerms() {
  return (
    <CssVarsProvider
      theme={theme}
      // The docs site sets the color scheme on <html>; the template follows it
      // through CSS only. In your app, remove these five props.
      defaultMode="light"
      modeStorageKey="onepirate-mode"
      colorSchemeNode={null}
      documentNode={null}
      storageWindow={null}
    >
      <Box sx={{ width: '100%', bgcolor: 'background.default', color: 'text.primary', typography: 'body1' }}>
        <Header />
        <Container component="main" maxWidth="md" sx={{ py: { xs: 6, md: 10 } }}>
          <TermsContent />
        </Container>
        <Footer />
      </Box>
    </CssVarsProvider>
  );
}
