import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { revealActiveEntry } from './browser/menu-scroll-dom';
import { resolvedDocsTheme, serializedGlobalStyles } from './app/docs-theme';
import { EnvironmentContext } from './app/environment';
import { globalStyles } from './app/globalStyles';
import { apiStyles } from './app/api/apiStyles';
import { preloadApiSections } from './app/api/loader';
import { DATA_ELEMENT_ID, hasApiSections, type PageModel, type SentPageModel } from './app/page-data';
import { cachedDocsTheme } from './app/theme-cache';
import { installAnalytics } from './browser/analytics-dom';
import { installCodeBlocks } from './browser/code-blocks-dom';
import { createBrowserEnvironment } from './browser/environment-dom';
import { installNavigation } from './browser/navigation-dom';
import { createNavigationStore } from './browser/navigation-store';
import { Router } from './browser/Router';
import { withSectionMenu } from './browser/section-menus-dom';
import { registerServiceWorker } from './browser/service-worker-dom';
import { ensureStylesheets } from './browser/stylesheets-dom';
import { installSearchShortcut } from './browser/search/shortcut-dom';

// Not shared with the entry's own: a module both import would become a chunk, and a request, of its own.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Hydrates the shell, installs in-place navigation, code blocks, search and the service worker. */
export async function start() {
  const dataElement = document.getElementById(DATA_ELEMENT_ID);
  const root = document.getElementById('root');
  if (!dataElement || !root) return;
  // The page's HTML is not in the model (it was sent once, as HTML): React
  // leaves the article and the demos' markup as the server wrote them.
  const sent = JSON.parse(dataElement.textContent ?? '{}') as SentPageModel;
  // The section's menu is not in the page's data: it is fetched (once per section
  // and deploy, then cached) while the entry does the rest of its setup.
  const completeModel = withSectionMenu(sent);

  // Before anything else: the reader sees the menu scrolled to the current page.
  revealActiveEntry(document.querySelector<HTMLElement>('.shell-nav'));
  const environment = createBrowserEnvironment();
  // Before an in-place page change: its API code, so it renders whole. Its
  // demos' bundle is only started: they appear once it is in, after the page.
  const prepare = async (next: PageModel) => {
    environment.demoIslands.setMuiXLicenseKey(next.muiXLicenseKey);
    environment.demoIslands.preload(next.page.demoBundle);
    const styles = ensureStylesheets(next.page.demoStylesheets);
    if (hasApiSections(next.page)) await preloadApiSections();
    await styles;
  };
  // API code arrives before hydration, so React finds the sections it rendered on
  // the server; demos hydrate on their own as their chunks arrive.
  if (hasApiSections(sent.page)) await preloadApiSections();
  let model: PageModel;
  try {
    model = await completeModel;
  } catch (error) {
    // Without its menu the shell cannot be hydrated as the server rendered it:
    // the page stays as it is, its links ordinary links.
    console.warn('page left as served:', error);
    return;
  }
  // The shell's theme, then its CSS variables, then its global styles, each in a task of its own:
  // hydration's first render would otherwise build and serialize them all in one task (15 ms on this
  // machine, four times that on a phone). The render finds them cached.
  const { direction, dense, spacing, paletteColors } = model.preferences;
  await nextTask();
  const theme = cachedDocsTheme({ direction, dense, spacing, paletteColors, language: model.language });
  await nextTask();
  resolvedDocsTheme(theme);
  await nextTask();
  serializedGlobalStyles(theme, globalStyles);
  if (hasApiSections(model.page)) serializedGlobalStyles(theme, apiStyles);
  await nextTask();
  // Created before hydration, so that it marks the server's styles inserted and none is inserted a
  // second time. The server's style tags are already in <head>: emotion's default cache moved them out
  // of the React root, where React would not expect them, when its module was evaluated (a boot stage
  // before this one; under a millisecond for a page's few dozen tags).
  environment.demoIslands.setMuiXLicenseKey(model.muiXLicenseKey);
  environment.emotionCache(model.preferences.direction);
  const store = createNavigationStore(model);
  const analytics = installAnalytics(model.config.analyticsId, () => environment.getCodePreferences().codeVariant);
  // A transition: hydration works in slices and yields to the reader's input
  // instead of one long task (the article itself is left as it is).
  startTransition(() => {
    hydrateRoot(
      root,
      <EnvironmentContext.Provider value={environment}>
        <Router store={store} onPageShown={analytics.pageView} />
      </EnvironmentContext.Provider>,
    );
  });
  installNavigation(store, prepare, model.config.build, (next) => environment.demoIslands.preload(next.page.demoBundle));
  installCodeBlocks(environment.setCodePreferences, environment.loadDemoCode);
  installSearchShortcut(() => {
    const { model: current } = store.get();
    environment.openSearch({ language: current.language, library: current.section.id });
  });
  void registerServiceWorker(model.config.docsHost, model.config.build);
}

// Last, so it changes no module's evaluation order: what page demo bundles share with the entry.
import '../dist/generated/shared-modules.js';
