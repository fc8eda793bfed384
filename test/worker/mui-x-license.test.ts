import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import type { DemoData, PageData } from '../../client/app/page-data';
import { MaterialDemoFrame } from '../../client/app/demo/frame';
import { get, ORIGIN } from './helpers';
import { createTestApp, TEST_PAGE } from './test-app';

// A key with the characters that could end the data's <script> element if they were written raw.
const KEY = 'k3y</script><script>alert(1)</script>&\u2028end';
const ESCAPED = 'k3y\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e\\u0026\\u2028end';

const demo = (name: string, licensed: boolean): DemoData => ({
  id: `x/react-data-grid/${name}`,
  name,
  code: { TS: `/${name}.ts.html`, JS: `/${name}.js.html` },
  apiLinks: [],
  html: `<p>${name} as built</p>`,
  ...(licensed ? { licensed: true as const } : {}),
});

function pageWith(demos: DemoData[]): PageData {
  return { ...TEST_PAGE, path: '/x/react-data-grid', title: 'Data Grid', demos, parts: demos.map(({ name }) => ({ demo: name })) };
}

/** The site's app over one page, with or without a configured key; `applied` records the keys handed to MUI X. */
function appWithKey(page: PageData, key: string | undefined, applied: string[] = []) {
  const app = createTestApp({
    store: { readPageJson: async <T>() => page as T },
    demos: async () => ({
      'x/react-data-grid/ProGrid': async () => () => createElement('p', null, 'ProGrid rendered by the worker'),
      'x/react-data-grid/FreeGrid': async () => () => createElement('p', null, 'FreeGrid rendered by the worker'),
    }),
    // The grid pages' frame, as Material UI's here: the test is about which HTML is used, not the grid's texts.
    demoFrames: { 'data-grid': async () => MaterialDemoFrame },
    applyMuiXLicense: async (given) => void applied.push(given),
    config: {
      siteOrigin: ORIGIN,
      fontsOrigin: '',
      sourceUrl: 'https://github.com/mui/mui-x',
      docsHost: 'docs.test',
      analyticsId: '',
      muiXLicenseKey: key,
    },
  });
  return async (path: string) => (await app.request(`${ORIGIN}${path}`)).text();
}

describe('MUI X license key', () => {
  it('reaches the data of a page with a Pro or Premium demo, escaped for the script element', async () => {
    const html = await appWithKey(pageWith([demo('FreeGrid', false), demo('ProGrid', true)]), KEY)('/x/react-data-grid');
    expect(html).toContain(`"muiXLicenseKey":"${ESCAPED}"`);
    expect(html).not.toContain('<script>alert(1)');
  });

  it('reaches the in-place navigation data of that page too', async () => {
    const json = JSON.parse(await appWithKey(pageWith([demo('ProGrid', true)]), KEY)('/_data/x/react-data-grid'));
    expect(json.muiXLicenseKey).toBe(KEY);
  });

  it('stays out of pages whose demos are all MIT-licensed', async () => {
    const html = await appWithKey(pageWith([demo('FreeGrid', false)]), KEY)('/x/react-data-grid');
    expect(html).not.toContain('muiXLicenseKey');
    expect(html).not.toContain('k3y');
  });

  it('is absent when no key is configured, and the build renders the Pro demo (with MUI X notice)', async () => {
    const applied: string[] = [];
    const html = await appWithKey(pageWith([demo('ProGrid', true)]), undefined, applied)('/x/react-data-grid');
    expect(html).not.toContain('muiXLicenseKey');
    expect(html).toContain('ProGrid as built');
    expect(applied).toEqual([]);
  });

  it('with a key, renders Pro demos in the worker with the key set (the build rendered them without one)', async () => {
    const applied: string[] = [];
    const html = await appWithKey(pageWith([demo('FreeGrid', false), demo('ProGrid', true)]), KEY, applied)('/x/react-data-grid');
    expect(html).toContain('ProGrid rendered by the worker');
    expect(html).not.toContain('ProGrid as built');
    expect(html).toContain('FreeGrid as built');
    expect(applied).toEqual([KEY]);
  });

  it('gives pages another ETag when the key changes, since a secret changes without a build', async () => {
    const etag = async (key: string | undefined) => {
      const app = createTestApp({
        build: 'one-build',
        store: { readPageJson: async <T>() => pageWith([demo('ProGrid', true)]) as T },
        config: { siteOrigin: ORIGIN, fontsOrigin: '', sourceUrl: '', docsHost: 'docs.test', analyticsId: '', muiXLicenseKey: key },
      });
      return (await app.request(`${ORIGIN}/x/react-data-grid`)).headers.get('ETag');
    };
    const tags = [await etag(undefined), await etag('first-key'), await etag('second-key')];
    expect(new Set(tags).size).toBe(3);
    for (const tag of tags) expect(tag).not.toContain('key');
  });

  it('is not in the deployed Data Grid page when the worker has no key (wrangler.toml sets none)', async () => {
    const response = await get('/x/react-data-grid');
    expect(response.status).toBe(200);
    expect(await response.text()).not.toContain('muiXLicenseKey');
  });
});
