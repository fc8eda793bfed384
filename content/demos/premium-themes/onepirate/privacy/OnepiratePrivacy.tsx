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
    title: 'What we collect',
    text: 'Your name, email address and phone number when you create an account; the dates, house and guests of each booking; and the last four digits of the card you pay with. Our payment provider holds the full card number; we never see it.',
  },
  {
    title: 'Why we collect it',
    text: 'To take and manage bookings, to send the key code and arrival notes, and, only if you subscribe, to send the Thursday swell report. We do not sell or rent your data to anyone.',
  },
  {
    title: 'How long we keep it',
    text: 'Booking records are kept for six years because tax law requires it. Account details are deleted 24 months after your last stay, and you can unsubscribe from the swell report from the link at the bottom of every issue.',
  },
  {
    title: 'Who we share it with',
    text: 'The cleaner and caretaker of your house see your name and dates. Our payment provider and our email service process data on our behalf under written contracts. Nobody else receives it unless the law obliges us to.',
  },
  {
    title: 'Cookies',
    text: 'The site sets one cookie to keep you signed in and one to remember your language. We use no advertising or cross-site tracking cookies.',
  },
  {
    title: 'Your rights',
    text: 'You can ask for a copy of your data, have it corrected or deleted, or object to how we use it. We answer within 30 days, and you may also complain to your data protection authority.',
  },
];

function PrivacyContent() {
  return (
    <>
      <Typography variant="h3" component="h2" gutterBottom>
        Privacy notice
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        Last updated on March 1, 2024.
      </Typography>
      <Alert severity="info" sx={{ mb: 5 }}>
        Tidehouse is a fictional company. This notice is sample copy for this template, not a legal document.
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
        To use any of these rights, write to <Link href="mailto:privacy@tidehouse.example">privacy@tidehouse.example</Link>. The rules of a
        stay are in the <Link href={`${BASE}/terms`}>terms</Link>.
      </Typography>
    </>
  );
}

export default function OnepiratePrivacy() {
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
          <PrivacyContent />
        </Container>
        <Footer />
      </Box>
    </CssVarsProvider>
  );
}
