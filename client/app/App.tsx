import { CacheProvider } from '@emotion/react';
import type { Theme } from '@mui/material/styles';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { apiStyles } from './api/apiStyles';
import { AppHeader } from './AppHeader';
import { baselineStyles } from './baseline';
import { ColorModeProvider } from './color-mode';
import { DocsThemeProvider, ThemedGlobalStyles } from './docs-theme';
import { useEnvironment } from './environment';
import { globalStyles } from './globalStyles';
import { translate } from './i18n';
import { MenuNav } from './MenuDrawer';
import { ModeSync } from './ModeSync';
import { hasApiSections, type PageModel } from './page-data';
import { PageBody } from './PageBody';
import { PrevNext } from './PrevNext';
import { TableOfContents } from './TableOfContents';
import { cachedDocsTheme } from './theme-cache';
import { ThemeStateProvider, useThemeState } from './theme-state';

// The settings drawer, header menus and narrow-screen drawer are code a reader
// needs only after a click (client/app/lazy-ui.ts): they load on first hover,
// focus or click, or once the page is idle, not before the page is interactive.
// Loading them while idle also means a deploy that replaces the chunk cannot
// leave an open page without them.
const loadLazyUi = () => import('./lazy-ui');
const SettingsDrawer = lazy(() => loadLazyUi().then((module) => ({ default: module.SettingsDrawer })));
// The menu drawer of narrow screens (MUI's Drawer, Modal and transitions) loads on first use.
const NavDrawer = lazy(() => loadLazyUi().then((module) => ({ default: module.NavDrawer })));

/** The whole page below `<body>`: rendered by the worker and hydrated in the browser. */
export function App({ model }: { model: PageModel }) {
  const { dense, direction, paletteColors, spacing } = model.preferences;
  return (
    <ThemeStateProvider initial={{ dense, direction, paletteColors, spacing, paletteMode: 'light' }}>
      <Shell model={model} />
    </ThemeStateProvider>
  );
}

function Shell({ model }: { model: PageModel }) {
  const environment = useEnvironment();
  const { direction, dense, spacing, paletteColors } = useThemeState();
  const { language, section } = model;
  const theme = useMemo(
    () => cachedDocsTheme({ direction, dense, spacing, paletteColors, language }),
    [direction, dense, spacing, paletteColors, language],
  );
  const onThemeResolved = useCallback(
    (resolved: Theme) => environment.setDemoTheme(resolved, direction, language),
    [environment, direction, language],
  );
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuUsed, setMenuUsed] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [settingsUsed, setSettingsUsed] = useState(false);

  useEffect(() => {
    // (This module also runs in the worker, whose types have no window.)
    type WhenIdle = (callback: () => void, options?: { timeout: number }) => unknown;
    const idle =
      (globalThis as { requestIdleCallback?: WhenIdle }).requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 2_000));
    idle(() => void loadLazyUi().catch(() => {}), { timeout: 5_000 });
  }, []);

  // A page change closes the narrow-screen menu (and the first render changes nothing).
  const shownHref = useRef(model.href);
  useEffect(() => {
    if (shownHref.current !== model.href) setMenuOpen(false);
    shownHref.current = model.href;
  }, [model.href]);

  const nav = (id?: string) => (
    <MenuNav id={id} menu={section.menu} activePath={model.activePath} expanded={model.expanded} language={language} />
  );
  return (
    <CacheProvider value={environment.emotionCache(direction)}>
      <DocsThemeProvider theme={theme} onResolved={onThemeResolved}>
        <ColorModeProvider>
          <ModeSync />
          <ThemedGlobalStyles theme={theme} styles={baselineStyles} />
          <ThemedGlobalStyles theme={theme} styles={globalStyles} />
          {hasApiSections(model.page) && <ThemedGlobalStyles theme={theme} styles={apiStyles} />}
          <a className="skip-link" href="#main-content">
            {translate(language, 'skipToContent')}
          </a>
          <AppHeader
            model={model}
            onOpenMenu={() => {
              setMenuUsed(true);
              setMenuOpen(true);
            }}
            onOpenSettings={() => {
              setSettingsUsed(true);
              setSettingsOpen(true);
            }}
            onPrepareSettings={() => void loadLazyUi()}
          />
          <div className="shell-body">
            <aside className="shell-nav">{nav('main-navigation')}</aside>
            {menuUsed && (
              <Suspense fallback={null}>
                <NavDrawer anchor={direction === 'rtl' ? 'right' : 'left'} open={menuOpen} onClose={() => setMenuOpen(false)}>
                  {nav()}
                </NavDrawer>
              </Suspense>
            )}
            <main id="main-content" className="shell-main">
              <div className="shell-column">
                <PageBody model={model} />
                <PrevNext model={model} />
              </div>
              <div className="shell-toc">
                <TableOfContents toc={model.page.toc} language={language} />
              </div>
            </main>
          </div>
          {settingsUsed && (
            <Suspense fallback={null}>
              <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} language={language} />
            </Suspense>
          )}
        </ColorModeProvider>
      </DocsThemeProvider>
    </CacheProvider>
  );
}
