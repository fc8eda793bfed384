import * as React from 'react';
import { CssVarsProvider, extendTheme, THEME_ID } from '@mui/joy/styles';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Chip from '@mui/joy/Chip';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';

// Two themes that differ only in the radius tokens. A prefix of their own keeps
// the demo's CSS variables apart from the page's.
const defaultRadius = extendTheme({ cssVarPrefix: 'cascade' });
const roundRadius = extendTheme({
  cssVarPrefix: 'cascade',
  radius: { xs: '6px', sm: '14px', md: '20px', lg: '24px', xl: '32px' },
});

export default function TokenCascade() {
  const [round, setRound] = React.useState(false);

  return (
    <Stack spacing={2}>
      <Typography
        component="label"
        level="body-sm"
        startDecorator={<Switch checked={round} onChange={(event) => setRound(event.target.checked)} />}
      >
        Larger radius tokens
      </Typography>
      <CssVarsProvider
        // Inside these docs only: the page keeps a Joy UI theme of its own under THEME_ID,
        // so this one goes under the same key; the page's light/dark attribute picks the
        // scheme, and <html> is left alone. In an app, <CssVarsProvider theme={theme}> is enough.
        theme={{ [THEME_ID]: round ? roundRadius : defaultRadius }}
        attribute="data-mui-color-scheme"
        colorSchemeNode={null}
      >
        <Card variant="outlined" sx={{ maxWidth: 380 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography level="title-md" sx={{ flex: 1 }}>
              Invite teammates
            </Typography>
            <Chip size="sm" variant="soft" color="success">
              3 seats left
            </Chip>
          </Stack>
          <Input placeholder="name@company.com" aria-label="Teammate's email" />
          <Stack direction="row" spacing={1}>
            <Button>Send invite</Button>
            <Button variant="plain" color="neutral">
              Copy link
            </Button>
          </Stack>
        </Card>
      </CssVarsProvider>
    </Stack>
  );
}
