import * as React from 'react';
import { Experimental_CssVarsProvider as CssVarsProvider, experimental_extendTheme as extendTheme } from '@mui/material/styles';
import Alert from '@mui/material/Alert';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Container from '@mui/material/Container';
import FormControlLabel from '@mui/material/FormControlLabel';
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

interface Errors {
  email?: string;
  password?: string;
}

function validate(email: string, password: string): Errors {
  const errors: Errors = {};
  if (!email.trim()) errors.email = 'Enter your email address.';
  else if (!EMAIL.test(email.trim())) errors.email = 'Enter an email address like name@example.com.';
  if (!password) errors.password = 'Enter your password.';
  else if (password.length < 8) errors.password = 'Passwords have at least 8 characters.';
  return errors;
}

function SignInForm() {
  const [email, setEmail] = React.useState('');
  const [password, setPassword] = React.useState('');
  const [submitted, setSubmitted] = React.useState(false);
  const [signedIn, setSignedIn] = React.useState('');
  // After a first attempt, errors follow what the reader types.
  const errors = submitted ? validate(email, password) : {};

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    // Nothing is sent anywhere: the form checks its fields and says what it would do.
    event.preventDefault();
    setSubmitted(true);
    const found = validate(email, password);
    if (Object.keys(found).length === 0) {
      setSignedIn(email.trim());
      setSubmitted(false);
      setPassword('');
    } else {
      setSignedIn('');
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 6 } }}>
      <Typography variant="h3" component="h2" align="center" gutterBottom>
        Sign in
      </Typography>
      <Typography align="center" color="text.secondary" sx={{ mb: 4 }}>
        New to Tidehouse?{' '}
        <Link href={`${BASE}/sign-up`} underline="always">
          Create an account
        </Link>
      </Typography>
      <Stack component="form" noValidate onSubmit={handleSubmit} spacing={1}>
        <TextField
          name="email"
          type="email"
          label="Email address"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={Boolean(errors.email)}
          helperText={errors.email ?? ' '}
          required
          fullWidth
        />
        <TextField
          name="password"
          type="password"
          label="Password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={Boolean(errors.password)}
          helperText={errors.password ?? ' '}
          required
          fullWidth
        />
        <FormControlLabel control={<Checkbox name="remember" />} label="Keep me signed in on this device" />
        <Button type="submit" variant="contained" color="secondary" size="large" sx={{ py: 1.5 }}>
          Sign in
        </Button>
      </Stack>
      {signedIn && (
        <Alert severity="success" sx={{ mt: 3 }}>
          Signed in as {signedIn}. This demo sends nothing: no account was checked.
        </Alert>
      )}
      <Typography align="center" sx={{ mt: 3 }}>
        <Link href={`${BASE}/forgot-password`}>Forgot your password?</Link>
      </Typography>
    </Paper>
  );
}

export default function OnepirateSignIn() {
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
          <SignInForm />
        </Container>
        <Footer />
      </Box>
    </CssVarsProvider>
  );
}
