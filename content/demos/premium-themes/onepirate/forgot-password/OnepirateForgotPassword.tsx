import * as React from 'react';
import { Experimental_CssVarsProvider as CssVarsProvider, experimental_extendTheme as extendTheme } from '@mui/material/styles';
import Alert from '@mui/material/Alert';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
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
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

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

function ForgotPasswordForm() {
  const [email, setEmail] = React.useState('');
  const [error, setError] = React.useState('');
  const [sent, setSent] = React.useState('');

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    // Nothing is sent anywhere: the form only checks the address.
    event.preventDefault();
    if (!email.trim()) {
      setError('Enter the email address you signed up with.');
    } else if (!EMAIL.test(email.trim())) {
      setError('Enter an email address like name@example.com.');
    } else {
      setError('');
      setSent(email.trim());
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 6 } }}>
      <Typography variant="h3" component="h2" align="center" gutterBottom>
        Forgot your password?
      </Typography>
      <Typography align="center" color="text.secondary" sx={{ mb: 4 }}>
        Enter your email address and we will send you a link to choose a new one.
      </Typography>
      <Stack component="form" noValidate onSubmit={handleSubmit} spacing={1}>
        <TextField
          name="email"
          type="email"
          label="Email address"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={Boolean(error)}
          helperText={error || ' '}
          required
          fullWidth
        />
        <Button type="submit" variant="contained" color="secondary" size="large" sx={{ py: 1.5 }}>
          Send reset link
        </Button>
      </Stack>
      {sent && (
        <Alert severity="success" sx={{ mt: 3 }}>
          If {sent} belongs to an account, a link would be on its way. This demo sends nothing.
        </Alert>
      )}
      <Typography align="center" sx={{ mt: 3 }}>
        <Link href={`${BASE}/sign-in`}>Back to sign in</Link>
      </Typography>
    </Paper>
  );
}

export default function OnepirateForgotPassword() {
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
        <Container component="main" maxWidth="sm" sx={{ py: { xs: 6, md: 10 } }}>
          <ForgotPasswordForm />
        </Container>
        <Footer />
      </Box>
    </CssVarsProvider>
  );
}
