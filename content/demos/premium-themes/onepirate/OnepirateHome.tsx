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
import KingBedIcon from '@mui/icons-material/KingBed';
import SurfingIcon from '@mui/icons-material/Surfing';
import WavesIcon from '@mui/icons-material/Waves';

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

const promises = [
  {
    icon: WavesIcon,
    title: 'Steps from the break',
    text: 'Every house is under five minutes on foot from a surfable beach, so you can check the waves in your pajamas.',
  },
  {
    icon: SurfingIcon,
    title: 'Boards in the shed',
    text: 'Soft tops for learners and a quiver of shortboards and longboards, waxed and ready, at no extra charge.',
  },
  {
    icon: KingBedIcon,
    title: 'Sleep like a local',
    text: 'Linen, outdoor showers and a kitchen stocked with coffee from a roaster down the road.',
  },
];

const houses = [
  { name: 'The Driftwood', town: 'Ericeira, Portugal', sleeps: 6, price: '€240', colors: ['#F6B17A', '#3A7CA5'] },
  { name: 'Saltbox Cottage', town: 'Hossegor, France', sleeps: 4, price: '€185', colors: ['#F2D0A4', '#2E8B8B'] },
  { name: 'Casa Marea', town: 'Byron Bay, Australia', sleeps: 8, price: 'A$420', colors: ['#E88D67', '#1F4E79'] },
];

const steps = [
  'Pick a house and the week the swell calendar looks best.',
  'Pay a 20% deposit; the rest is due two weeks before you arrive.',
  'Collect the key code by message the morning you travel.',
];

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

function SwellReport() {
  const [email, setEmail] = React.useState('');
  const [error, setError] = React.useState('');
  const [sent, setSent] = React.useState('');

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    // Nothing is sent anywhere: the form only checks the address.
    event.preventDefault();
    if (!email.trim()) {
      setError('Enter your email address.');
    } else if (!EMAIL.test(email.trim())) {
      setError('Enter an email address like name@example.com.');
    } else {
      setError('');
      setSent(email.trim());
      setEmail('');
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, bgcolor: 'background.paper' }}>
      <Typography variant="h3" component="h3" gutterBottom>
        Get the swell report
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        One email on Thursdays: the weekend forecast for our beaches and the houses still free.
      </Typography>
      <Box component="form" noValidate onSubmit={handleSubmit} sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
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
          sx={{ flex: '1 1 220px' }}
        />
        <Button
          type="submit"
          variant="contained"
          color="secondary"
          size="large"
          sx={{ py: 1.75, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
        >
          Subscribe
        </Button>
      </Box>
      {sent && (
        <Alert severity="success" sx={{ mt: 1 }}>
          Thanks! {sent} is on the list. This demo sends nothing, so no email will arrive.
        </Alert>
      )}
    </Paper>
  );
}

export default function OnepirateHome() {
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
        <Box
          component="section"
          sx={{
            py: { xs: 10, md: 16 },
            px: 2,
            textAlign: 'center',
            color: '#FFFFFF',
            background: 'linear-gradient(180deg, #F4A261 0%, #E76F51 38%, #2A6F86 62%, #0B3C49 100%)',
          }}
        >
          <Typography variant="h2" component="h2">
            Wake up to the tide
          </Typography>
          <Typography sx={{ mt: 2, mb: 5, mx: 'auto', maxWidth: 520, fontSize: '1.25rem' }}>
            Beach houses for surfers in Ericeira, Hossegor and Byron Bay, booked by the week.
          </Typography>
          <Button href={`${BASE}/sign-up`} variant="contained" color="secondary" size="large" sx={{ px: 5, py: 1.5 }}>
            Find your house
          </Button>
          <Typography variant="body2" sx={{ mt: 2, opacity: 0.9 }}>
            Members get first pick of the autumn swell season.
          </Typography>
        </Box>

        <Container component="section" sx={{ py: { xs: 8, md: 12 } }}>
          <Box sx={{ display: 'grid', gap: 6, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
            {promises.map(({ icon: Icon, title, text }) => (
              <Box key={title} sx={{ textAlign: 'center', px: 2 }}>
                <Icon sx={{ fontSize: 48, color: 'secondary.main' }} />
                <Typography variant="h5" component="h3" sx={{ my: 2 }}>
                  {title}
                </Typography>
                <Typography color="text.secondary">{text}</Typography>
              </Box>
            ))}
          </Box>
        </Container>

        <Box component="section" sx={{ py: { xs: 8, md: 12 }, bgcolor: 'background.paper' }}>
          <Container>
            <Typography variant="h3" component="h3" align="center" sx={{ mb: 6 }}>
              This season's houses
            </Typography>
            <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' } }}>
              {houses.map((house) => (
                <Paper key={house.name} variant="outlined" sx={{ overflow: 'hidden' }}>
                  <Box
                    role="img"
                    aria-label={`Sunset over the sea near ${house.name}`}
                    sx={{ height: 160, background: `linear-gradient(170deg, ${house.colors[0]} 0%, ${house.colors[1]} 100%)` }}
                  />
                  <Box sx={{ p: 3 }}>
                    <Typography variant="h5" component="h4">
                      {house.name}
                    </Typography>
                    <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                      {house.town} · sleeps {house.sleeps}
                    </Typography>
                    <Typography>
                      <Box component="span" sx={{ fontFamily: headingFont, fontWeight: 700, fontSize: '1.5rem' }}>
                        {house.price}
                      </Box>{' '}
                      per night
                    </Typography>
                  </Box>
                </Paper>
              ))}
            </Box>
          </Container>
        </Box>

        <Container component="section" sx={{ py: { xs: 8, md: 12 } }}>
          <Typography variant="h3" component="h3" align="center" sx={{ mb: 6 }}>
            How it works
          </Typography>
          <Box
            component="ol"
            sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}
          >
            {steps.map((step, index) => (
              <Box component="li" key={step} sx={{ textAlign: 'center' }}>
                <Typography
                  component="span"
                  aria-hidden
                  sx={{ display: 'block', fontFamily: headingFont, fontWeight: 700, fontSize: '2.5rem', color: 'secondary.main' }}
                >
                  {index + 1}
                </Typography>
                <Typography color="text.secondary">{step}</Typography>
              </Box>
            ))}
          </Box>
          <Box sx={{ textAlign: 'center', mt: 6 }}>
            <Button href={`${BASE}/sign-up`} variant="contained" size="large" sx={{ px: 5 }}>
              Get started
            </Button>
          </Box>
        </Container>

        <Container component="section" maxWidth="md" sx={{ pb: { xs: 8, md: 12 } }}>
          <SwellReport />
        </Container>

        <Box component="section" sx={{ py: 6, textAlign: 'center', px: 2 }}>
          <Typography variant="h5" component="h3">
            Got a question?
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            Write to <Link href="mailto:hello@tidehouse.example">hello@tidehouse.example</Link>; we answer within a day.
          </Typography>
        </Box>
        <Footer />
      </Box>
    </CssVarsProvider>
  );
}
