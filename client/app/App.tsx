import Box from '@mui/material/Box';
import CssBaseline from '@mui/material/CssBaseline';
import Drawer from '@mui/material/Drawer';
import GlobalStyles from '@mui/material/GlobalStyles';
import { ThemeProvider } from '@mui/material/styles';
import { useEffect, useMemo, useState } from 'react';
import { AppHeader } from './AppHeader';
import { globalStyles, NAV_WIDTH, TOC_WIDTH } from './globalStyles';
import { translate } from './i18n';
import { MenuNav } from './MenuDrawer';
import type { PageModel } from './page-data';
import { PageBody } from './PageBody';
import { PrevNext } from './PrevNext';
import { SettingsDrawer } from './SettingsDrawer';
import { TableOfContents } from './TableOfContents';
import { createDocsTheme } from './theme';
import { usePaletteMode } from './usePaletteMode';

/** The whole page below `<body>`: rendered by the worker and hydrated in the browser. */
export function App({ model }: { model: PageModel }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const { preference, mode, setPreference } = usePaletteMode();
  const theme = useMemo(() => createDocsTheme(mode), [mode]);
  const { language, section } = model;

  // A page change closes the narrow-screen menu.
  useEffect(() => setMenuOpen(false), [model.href]);

  const nav = (id?: string) => (
    <MenuNav id={id} menu={section.menu} activePath={model.activePath} expanded={model.expanded} language={language} />
  );
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <GlobalStyles styles={globalStyles} />
      <a className="skip-link" href="#main-content">
        {translate(language, 'skipToContent')}
      </a>
      <AppHeader model={model} onOpenMenu={() => setMenuOpen(true)} onOpenSettings={() => setSettingsOpen(true)} />
      <Box sx={{ display: 'flex', alignItems: 'flex-start' }}>
        <Box
          component="aside"
          sx={{
            display: { xs: 'none', lg: 'block' },
            width: NAV_WIDTH,
            flexShrink: 0,
            position: 'sticky',
            top: 56,
            height: 'calc(100vh - 56px)',
            overflowY: 'auto',
            borderInlineEnd: 1,
            borderColor: 'divider',
          }}
        >
          {nav('main-navigation')}
        </Box>
        <Drawer
          variant="temporary"
          open={menuOpen}
          onClose={() => setMenuOpen(false)}
          sx={{ display: { lg: 'none' } }}
          PaperProps={{ sx: { width: NAV_WIDTH } }}
        >
          {nav()}
        </Drawer>
        <Box
          component="main"
          id="main-content"
          sx={{ flex: 1, minWidth: 0, px: { xs: 2, sm: 4, md: 6 }, py: 4, display: 'flex', gap: 6, justifyContent: 'center' }}
        >
          <Box sx={{ width: '100%', maxWidth: 860, minWidth: 0 }}>
            <PageBody model={model} />
            <PrevNext model={model} />
          </Box>
          <Box
            sx={{
              display: 'none',
              '@media (min-width: 1300px)': { display: 'block' },
              width: TOC_WIDTH,
              flexShrink: 0,
              position: 'sticky',
              top: 88,
              maxHeight: 'calc(100vh - 100px)',
              overflowY: 'auto',
            }}
          >
            <TableOfContents toc={model.page.toc} language={language} />
          </Box>
        </Box>
      </Box>
      <SettingsDrawer
        open={settingsOpen}
        onClose={() => setSettingsOpen(false)}
        language={language}
        preference={preference}
        onPreferenceChange={setPreference}
      />
    </ThemeProvider>
  );
}
