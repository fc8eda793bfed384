// The onepirate template's pages and the docs-layout experiment pages through the worker:
// each answers with its h1, the template's two font stylesheets are linked on its pages and
// on no other, and the Material UI templates page links the template.
import { describe, expect, it } from 'vitest';
import site from '../../dist/generated/site.json';
import { experimentsMenu } from '../../content/menus/experiments';
import { leafPages } from '../../worker/menus/tree';
import { get } from './helpers';

const ONEPIRATE = [
  ['/premium-themes/onepirate', 'Onepirate: landing page'],
  ['/premium-themes/onepirate/sign-in', 'Onepirate: sign in'],
  ['/premium-themes/onepirate/sign-up', 'Onepirate: sign up'],
  ['/premium-themes/onepirate/forgot-password', 'Onepirate: forgot password'],
  ['/premium-themes/onepirate/terms', 'Onepirate: terms'],
  ['/premium-themes/onepirate/privacy', 'Onepirate: privacy'],
] as const;

const fontLinks = () => [site.pageStylesheets['roboto-condensed'], site.pageStylesheets['work-sans']];
const head = (html: string) => html.slice(0, html.indexOf('</head>'));
const built = new Set(site.pages.map((page) => page.path));

describe('onepirate', () => {
  it.each(ONEPIRATE)('%s answers 200 with its h1, its demo and both font stylesheets', async (path, title) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`>${title}</h1>`);
    expect(html).toContain('class="demo');
    for (const href of fontLinks()) expect(head(html)).toContain(`<link rel="stylesheet" href="${href}">`);
  });

  it.each(['/material-ui/react-button', '/material-ui/getting-started/templates', '/experiments/docs/headers', '/'])(
    '%s links neither onepirate font',
    async (path) => {
      const html = await (await get(path)).text();
      for (const href of fontLinks()) expect(html).not.toContain(href);
    },
  );

  it('is linked from the Material UI templates page, every page of it', async () => {
    const html = await (await get('/material-ui/getting-started/templates')).text();
    for (const [path] of ONEPIRATE) expect(html).toContain(`href="${path}"`);
  });

  it('is in the sitemap', async () => {
    const sitemap = await (await get('/sitemap.xml')).text();
    for (const [path] of ONEPIRATE) expect(sitemap).toContain(`${path}</loc>`);
  });
});

describe('documentation layout experiments', () => {
  const entries = leafPages(experimentsMenu).map((page) => page.pathname);

  it('covers every entry of the menu', () => {
    expect(entries).toEqual([
      '/experiments/docs/headers',
      '/experiments/docs/callouts',
      '/experiments/docs/codeblock',
      '/experiments/docs/api-layout',
      '/experiments/docs/demos',
      '/experiments/docs/data-grid-premium',
    ]);
    expect(entries.filter((path) => !built.has(path))).toEqual([]);
  });

  it.each(entries)('%s answers 200 with its h1', async (path) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    const title = site.pages.find((page) => page.path === path)!.title;
    expect(await response.text()).toContain(`>${title}</h1>`);
  });

  it('gives every heading level an id and an anchor link', async () => {
    const html = await (await get('/experiments/docs/headers')).text();
    for (const level of [2, 3, 4, 5, 6]) expect(html).toMatch(new RegExp(`<h${level} id="[a-z0-9-]+">[^]*?class="anchor-link"`));
    expect(html).toContain('id="repeated-heading-1"');
  });

  it('marks code blocks that wrap', async () => {
    const html = await (await get('/experiments/docs/codeblock')).text();
    expect(html).toContain('data-language="bash" data-wrap');
    expect(html).toContain('class="language-diff"');
  });
});
