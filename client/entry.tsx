import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { hydrateRoot } from 'react-dom/client';
import { EnvironmentContext } from './app/environment';
import type { PageModel } from './app/page-data';
import { browserEnvironment } from './browser/environment-dom';
import { installNavigation } from './browser/navigation-dom';
import { createNavigationStore } from './browser/navigation-store';
import { Router } from './browser/Router';

const DATA_ELEMENT_ID = '__DOCS_DATA__';

function start() {
  const dataElement = document.getElementById(DATA_ELEMENT_ID);
  const root = document.getElementById('root');
  if (!dataElement || !root) return;
  const model = JSON.parse(dataElement.textContent ?? '{}') as PageModel;
  // The body was sent once, as HTML; read it back instead of shipping it twice.
  model.page.html = document.getElementById('page-content')?.innerHTML ?? '';

  // Created before hydration: emotion moves the server's style tags into <head>
  // and marks them inserted, so React finds the markup it expects and no style
  // is inserted a second time.
  const cache = createCache({ key: 'css' });
  const store = createNavigationStore(model);
  hydrateRoot(
    root,
    <CacheProvider value={cache}>
      <EnvironmentContext.Provider value={browserEnvironment}>
        <Router store={store} />
      </EnvironmentContext.Provider>
    </CacheProvider>,
  );
  installNavigation(store);
}

start();
