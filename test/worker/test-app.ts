import { SECTIONS } from '../../content/menus';
import site from '../../dist/generated/site.json';
import type { PageData, ProductVersions } from '../../client/app/page-data';
import { type AppOptions, createApp } from '../../worker/app';
import type { ContentStore } from '../../worker/assets/assets-kv';
import { ORIGIN } from './helpers';

/** The page a test app's store answers every page path with. */
export const TEST_PAGE: PageData = {
  path: '/system',
  title: 'MUI System',
  description: 'Styling utilities.',
  html: '<p>Hello</p>',
  toc: [],
};

/**
 * The site's app over a stand-in store (every page is TEST_PAGE unless `store`
 * says otherwise), with the build's menus, versions and client. Each app is a
 * deploy of its own (a fresh build id unless given): the Cache API outlives an
 * app within a test file, and one app's page must not be served by the next.
 */
export function createTestApp({ store, ...options }: Partial<Omit<AppOptions, 'store'>> & { store?: Partial<ContentStore> } = {}) {
  return createApp({
    config: {
      siteOrigin: ORIGIN,
      fontsOrigin: '',
      sourceUrl: 'https://github.com/mui/material-ui',
      docsHost: 'docs.test',
      analyticsId: '',
    },
    store: {
      hasPublicFile: () => false,
      readFile: async () => null,
      readPageJson: async <T>() => TEST_PAGE as T,
      readSearchIndex: async () => null,
      ...store,
    },
    pages: site.pages,
    sections: SECTIONS,
    versions: site.versions as ProductVersions[],
    client: site.client,
    build: crypto.randomUUID(),
    demos: async () => ({}),
    ...options,
  });
}
