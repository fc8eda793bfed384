import { describe, expect, it } from 'vitest';
import site from '../../dist/generated/site.json';
import { BOT_UA, get, PERSON_UA } from './helpers';

describe('pages', () => {
  it('serves a page with its h1, active menu entry and next link', async () => {
    const response = await get('/material-ui/getting-started/installation');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    const html = await response.text();
    expect(html).toMatch(/<h1[^>]*>Installation<\/h1>/);
    expect(html).toMatch(/<a href="\/material-ui\/getting-started\/installation" aria-current="page">Installation/);
    expect(html).toMatch(/<a href="\/material-ui\/getting-started\/usage" rel="next">/);
    expect(html).toContain('href="#main-content"'); // skip link
  });

  it.each(site.pages.map((page) => [page.path, page.title]))('serves %s with its h1', async (path, title) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    const html = await response.text();
    // As React escapes text: titles such as "Joy UI's beta" carry an apostrophe.
    const escaped = title
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&#x27;');
    expect(html).toContain(`>${escaped}</h1>`);
  });

  it('serves the same page under /zh and /pt with the language set', async () => {
    const zh = await (await get('/zh/material-ui/getting-started/installation')).text();
    expect(zh).toContain('<html lang="zh"');
    expect(zh).toContain('href="/zh/material-ui/getting-started/usage"');
    expect(zh).toContain('跳到内容'); // translated skip link
    const pt = await (await get('/pt/system')).text();
    expect(pt).toContain('<html lang="pt"');
    expect(pt).toContain('Pular para o conteúdo');
  });

  it('answers HEAD with the headers and no body', async () => {
    const response = await get('/material-ui/getting-started/installation', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toContain('text/html');
    expect(await response.text()).toBe('');
  });

  it('gives a bot and a person the same complete document', async () => {
    for (const ua of [BOT_UA, PERSON_UA]) {
      const html = await (await get('/material-ui/getting-started/overview', { headers: { 'User-Agent': ua } })).text();
      expect(html.trimEnd().endsWith('</html>')).toBe(true);
      expect(html).toContain('id="__DOCS_DATA__"');
    }
  });

  it('sends every style before the markup that needs it', async () => {
    // A component page: its demos' markup carries emotion classes (the shell is styled once, in <head>).
    const html = await (await get('/material-ui/react-button')).text();
    const root = html.slice(html.indexOf('<div id="root">'));
    const markup = /class="(?:[^"]* )?css-([a-z0-9]+)/.exec(root)!;
    const styleAt = root.indexOf(markup[1]);
    expect(styleAt).toBeGreaterThan(-1);
    expect(styleAt).toBeLessThan(markup.index);
  });

  it('shows the installed version in the version selector and the versions page', async () => {
    const html = await (await get('/versions')).text();
    for (const label of ['v5.15.9', '5.0.0-beta.27', '5.0.0-beta.36']) expect(html).toContain(label);
    expect(html).toContain('https://v4.mui.com/');
    const material = await (await get('/material-ui')).text();
    expect(material).toMatch(/aria-label="Select version: v5.15.9"/);
  });

  it('lists every section in the product switcher data', async () => {
    const html = await (await get('/')).text();
    for (const landing of ['/material-ui', '/joy-ui', '/base-ui', '/system', '/x/react-data-grid', '/x/react-date-pickers']) {
      expect(html).toContain(`"landing":"${landing}"`);
    }
  });
});

describe('page data for in-place navigation', () => {
  it('returns the page model as JSON', async () => {
    const response = await get('/_data/material-ui/getting-started/usage');
    expect(response.status).toBe(200);
    const model = (await response.json()) as { page: { title: string; html: string }; activePath: string; prev: { pathname: string } };
    expect(model.page.title).toBe('Usage');
    expect(model.page.html.length).toBeGreaterThan(100);
    expect(model.activePath).toBe('/material-ui/getting-started/usage');
    expect(model.prev.pathname).toBe('/material-ui/getting-started/installation');
  });

  it('leaves the section menu out of page data and the page, and serves it from an address of its own', async () => {
    type Sent = { section: { menu?: unknown; menuHref: string } };
    const data = (await (await get('/_data/material-ui/getting-started/usage')).json()) as Sent;
    expect(data.section.menu).toBeUndefined();
    expect(data.section.menuHref).toBe(`/_menu/${site.build}/material-ui.json`);
    const html = await (await get('/material-ui/getting-started/usage')).text();
    const embedded = html.slice(html.indexOf('id="__DOCS_DATA__"'));
    expect(embedded).toContain(`"menuHref":"/_menu/${site.build}/material-ui.json"`);
    expect(embedded).not.toContain('"/material-ui/react-autocomplete"');

    const response = await get(data.section.menuHref);
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    const menu = JSON.stringify(await response.json());
    expect(menu).toContain('"pathname":"/material-ui/react-autocomplete","title":"Autocomplete"');
    expect(menu).toContain('"pathname":"/material-ui/getting-started/usage"');
  });

  it.each([
    ['another deploy', '/_menu/0000000000/material-ui.json'],
    ['an unknown section', `/_menu/${site.build}/nope.json`],
    ['an encoded path', `/_menu/${site.build}/..%2Fmaterial-ui.json`],
  ])('answers 404 for the menu of %s', async (_, path) => {
    const response = await get(path);
    expect(response.status).toBe(404);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
  });

  it('answers 404 JSON for an unknown page', async () => {
    const response = await get('/_data/material-ui/nope');
    expect(response.status).toBe(404);
    expect(response.headers.get('Content-Type')).toContain('application/json');
  });
});

describe('rendered pages kept per isolate', () => {
  it('serves the same complete document again, and never mixes languages', async () => {
    const first = await (await get('/system')).text();
    const second = await (await get('/system')).text();
    expect(second).toBe(first);
    const zh = await (await get('/zh/system')).text();
    expect(zh).toContain('<html lang="zh"');
    expect(await (await get('/system')).text()).toContain('<html lang="en"');
  });
});
