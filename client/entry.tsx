import { hydrateRoot } from 'react-dom/client';
import { EnvironmentContext } from './app/environment';
import { preloadApiSections } from './app/api/loader';
import { DATA_ELEMENT_ID, type PageModel } from './app/page-data';
import { installAnalytics } from './browser/analytics-dom';
import { demoLoaders } from '../dist/generated/demos-client';
import { installCodeBlocks } from './browser/code-blocks-dom';
import { createBrowserEnvironment } from './browser/environment-dom';
import { installNavigation } from './browser/navigation-dom';
import { createNavigationStore } from './browser/navigation-store';
import { Router } from './browser/Router';
import { registerServiceWorker } from './browser/service-worker-dom';

/** The body was sent once, as HTML: read it back from the DOM instead of shipping it twice. */
function readHtmlBack(page: PageModel['page']) {
  if (!page.parts) {
    page.html = document.getElementById('page-content')?.innerHTML ?? '';
    return;
  }
  page.parts.forEach((part, index) => {
    if ('html' in part) part.html = document.querySelector(`[data-part="${index}"]`)?.innerHTML ?? '';
  });
  for (const demo of page.demos ?? []) {
    demo.codeHtml = document.querySelector(`[data-demo-code="${CSS.escape(demo.id)}"]`)?.innerHTML ?? '';
  }
}

async function start() {
  const dataElement = document.getElementById(DATA_ELEMENT_ID);
  const root = document.getElementById('root');
  if (!dataElement || !root) return;
  const model = JSON.parse(dataElement.textContent ?? '{}') as PageModel;
  readHtmlBack(model.page);

  const environment = createBrowserEnvironment(demoLoaders);
  // Before an in-place page change: its demos and API code, so it appears whole.
  const prepare = async (next: PageModel) => {
    await Promise.all([
      environment.loadDemos((next.page.demos ?? []).map((demo) => demo.id)),
      next.page.api || next.page.apis || next.page.hooks ? preloadApiSections() : undefined,
    ]);
  };
  // API code arrives before hydration, so React finds the sections it rendered on
  // the server; demos hydrate on their own as their chunks arrive.
  if (model.page.api || model.page.apis || model.page.hooks) await preloadApiSections();
  // Created before hydration: emotion moves the server's style tags into <head>
  // and marks them inserted, so React finds the markup it expects and no style
  // is inserted a second time.
  environment.emotionCache(model.preferences.direction);
  const store = createNavigationStore(model);
  const analytics = installAnalytics(model.config.analyticsId, () => environment.getCodePreferences().codeVariant);
  hydrateRoot(
    root,
    <EnvironmentContext.Provider value={environment}>
      <Router store={store} onPageShown={analytics.pageView} />
    </EnvironmentContext.Provider>,
  );
  installNavigation(store, prepare, model.config.build);
  installCodeBlocks(environment.setCodePreferences);
  void registerServiceWorker(model.config.docsHost, model.config.build);
}

void start();
