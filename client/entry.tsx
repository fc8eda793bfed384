import { hydrateRoot } from 'react-dom/client';
import { EnvironmentContext } from './app/environment';
import type { PageModel } from './app/page-data';
import { installAnalytics } from './browser/analytics-dom';
import { installCodeBlocks } from './browser/code-blocks-dom';
import { createBrowserEnvironment } from './browser/environment-dom';
import { installNavigation } from './browser/navigation-dom';
import { createNavigationStore } from './browser/navigation-store';
import { Router } from './browser/Router';
import { registerServiceWorker } from './browser/service-worker-dom';

const DATA_ELEMENT_ID = '__DOCS_DATA__';

function start() {
  const dataElement = document.getElementById(DATA_ELEMENT_ID);
  const root = document.getElementById('root');
  if (!dataElement || !root) return;
  const model = JSON.parse(dataElement.textContent ?? '{}') as PageModel;
  // The body was sent once, as HTML; read it back instead of shipping it twice.
  model.page.html = document.getElementById('page-content')?.innerHTML ?? '';

  const environment = createBrowserEnvironment();
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
  installNavigation(store);
  installCodeBlocks(environment.setCodePreferences);
  void registerServiceWorker(model.config.docsHost);
}

start();
