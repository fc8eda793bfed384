import * as React from 'react';
import { CssVarsProvider, extendTheme, useColorScheme, THEME_ID } from '@mui/joy/styles';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Chip from '@mui/joy/Chip';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import Typography from '@mui/joy/Typography';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import SettingsBrightnessOutlined from '@mui/icons-material/SettingsBrightnessOutlined';

const theme = extendTheme();

type Mode = 'light' | 'dark' | 'system';

function ModeSwitcher() {
  const { mode, setMode } = useColorScheme();
  const [mounted, setMounted] = React.useState(false);
  React.useEffect(() => setMounted(true), []);

  return (
    <ToggleButtonGroup
      size="sm"
      aria-label="Color mode"
      // The stored mode is only known in the browser: render no selection on the
      // server and on the first client render, so hydration matches.
      value={mounted ? (mode ?? null) : null}
      onChange={(_event, value: Mode | null) => {
        if (value) setMode(value);
      }}
    >
      <Button value="light" startDecorator={<LightModeOutlined />}>
        Light
      </Button>
      <Button value="dark" startDecorator={<DarkModeOutlined />}>
        Dark
      </Button>
      <Button value="system" startDecorator={<SettingsBrightnessOutlined />}>
        System
      </Button>
    </ToggleButtonGroup>
  );
}

export default function ModeSwitcherDemo() {
  const [root, setRoot] = React.useState<HTMLDivElement | null>(null);

  return (
    <CssVarsProvider
      // The page keeps a Joy UI theme of its own under THEME_ID, so this one goes under
      // the same key. The next five props give the demo a color scheme of its own,
      // separate from the page's. An app with one provider passes theme={theme} alone.
      theme={{ [THEME_ID]: theme }}
      disableNestedContext
      modeStorageKey="joy-docs-demo-mode"
      attribute="data-joy-docs-demo-scheme"
      colorSchemeSelector="#joy-dark-mode-demo"
      colorSchemeNode={root}
    >
      <Box id="joy-dark-mode-demo" ref={setRoot} sx={{ p: 3, borderRadius: 'md', bgcolor: 'background.body', color: 'text.primary' }}>
        <ModeSwitcher />
        <Card variant="outlined" sx={{ mt: 2, maxWidth: 360 }}>
          <Typography level="title-md">Storage almost full</Typography>
          <Typography level="body-sm">You have used 9.2 GB of your 10 GB. Old backups are removed after 30 days.</Typography>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            <Button size="sm">Upgrade plan</Button>
            <Chip
              size="sm"
              variant="soft"
              color="warning"
              sx={(theme) => ({
                // Styles for one scheme only: applyStyles wraps them in the
                // dark scheme's selector.
                ...theme.applyStyles('dark', { fontWeight: 'lg' }),
              })}
            >
              92% used
            </Chip>
          </Box>
        </Card>
      </Box>
    </CssVarsProvider>
  );
}
