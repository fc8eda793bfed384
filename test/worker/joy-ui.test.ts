// Joy UI's pages through the worker: every page answers (the sitemap crawl
// also follows their links and anchors), Joy's API reference is generated from
// @mui/joy, and Joy demos come with Joy's theming, for RTL too.
import { describe, expect, it } from 'vitest';
import site from '../../dist/generated/site.json';
import { ALL_MENUS } from '../../content/menus';
import { leafPages } from '../../worker/menus/tree';
import { get } from './helpers';

const joyPages = site.pages.filter((page) => page.path === '/joy-ui' || page.path.startsWith('/joy-ui/'));
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const JOY_STYLESHEET = '<style data-href="/static/styles/joy-theme.css">';

describe('Joy UI pages', () => {
  it('are all in the sitemap the crawl reads, with one API page per menu entry', async () => {
    const sitemap = await (await get('/sitemap.xml')).text();
    const listed = new Set([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname));
    expect(joyPages.filter((page) => !listed.has(page.path)).map((page) => page.path)).toEqual([]);
    const apiMenu = ALL_MENUS.flatMap((tree) => leafPages(tree).map((page) => page.pathname)).filter((path) =>
      path.startsWith('/joy-ui/api/'),
    );
    expect(apiMenu.length).toBeGreaterThan(80);
    expect(apiMenu.filter((path) => !listed.has(path))).toEqual([]);
  });

  it.each(joyPages.map((page) => [page.path, page.title]))('%s answers 200 with its h1', async (path, title) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(`>${escape(title)}</h1>`);
  });

  it('document Button from @mui/joy: props, slots, classes, CSS variables and the pages that use it', async () => {
    const html = await (await get('/joy-ui/api/button')).text();
    expect(html).toContain('<title>Button API - Joy UI</title>');
    expect(html).toContain("import Button from '@mui/joy/Button';");
    expect(html).toContain('id="prop-startDecorator"');
    expect(html).toMatch(/id="prop-loadingPosition"[\s\S]*?&#x27;center&#x27;|id="prop-loadingPosition"[\s\S]*?'center'/);
    expect(html).toContain('.MuiButton-variantSolid');
    expect(html).toContain('id="slot-loadingIndicatorCenter"');
    expect(html).toContain('id="css-variables"');
    expect(html).toContain('--Button-gap');
    expect(html).toContain('href="/joy-ui/react-button"');
  });

  it('give a component page the Components API tab of Joy UI, not Material UI', async () => {
    const html = await (await get('/joy-ui/react-button/components-api')).text();
    for (const name of ['Button', 'IconButton']) expect(html).toContain(`>${name}</h2>`);
    expect(html).toContain("import IconButton from '@mui/joy/IconButton';");
    expect(html).not.toContain('@mui/material/Button');
  });
});

describe('Joy UI demos', () => {
  it('render with Joy theming, the page carrying Joy variables once, and link to Joy API pages', async () => {
    const html = await (await get('/joy-ui/react-button')).text();
    expect(html.split(JOY_STYLESHEET).length - 1).toBe(1);
    expect(html.indexOf(JOY_STYLESHEET)).toBeLessThan(html.indexOf('</head>'));
    expect(html).toMatch(/--joy-palette-primary-500:/);
    expect(html).toMatch(/\[data-mui-color-scheme="dark"\]\{[^}]*--joy-palette-background-body:/);
    expect(html).toContain('MuiButton-variantSoft');
    // Once per color scheme, in that stylesheet: no provider wrote a copy of its own into a demo.
    expect(html.match(/--joy-palette-primary-500:/g)?.length).toBe(2);
    expect(html).toContain('href="/joy-ui/api/icon-button"');
  });

  it('render again for RTL, with the RTL emotion cache', async () => {
    const html = await (await get('/joy-ui/react-button', { headers: { cookie: 'direction=rtl' } })).text();
    expect(html).toContain('dir="rtl"');
    expect(html).toMatch(/class="[^"]*MuiButton-root[^"]*rtl-/);
  });

  it('leave Material UI pages without Joy variables', async () => {
    const html = await (await get('/material-ui/react-button')).text();
    expect(html).not.toContain(JOY_STYLESHEET);
    expect(html).not.toContain('--joy-');
  });
});
