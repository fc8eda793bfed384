// MUI System's pages through the worker: every page answers (the sitemap crawl also follows their
// links and anchors), the API pages are generated from @mui/system, and the properties table is the
// one the build read from the package's own configuration.
import { describe, expect, it } from 'vitest';
import site from '../../dist/generated/site.json';
import { systemMenu } from '../../content/menus/system';
import { leafPages } from '../../worker/menus/tree';
import { get } from './helpers';

const systemPages = site.pages.filter((page) => page.path === '/system' || page.path.startsWith('/system/'));
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const apiMenu = leafPages(systemMenu)
  .map((page) => page.pathname)
  .filter((path) => path.startsWith('/system/api/'));

describe('MUI System pages', () => {
  it('are all in the sitemap the crawl reads', async () => {
    const sitemap = await (await get('/sitemap.xml')).text();
    const listed = new Set([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname));
    expect(systemPages.filter((page) => !listed.has(page.path)).map((page) => page.path)).toEqual([]);
  });

  it.each(systemPages.map((page) => [page.path, page.title]))('%s answers 200 with its h1', async (path, title) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(`>${escape(title)}</h1>`);
  });

  it('have a generated API page for every entry of the menu API group, and no other', () => {
    const generated = systemPages.map((page) => page.path).filter((path) => path.startsWith('/system/api/'));
    expect(generated.sort()).toEqual([...apiMenu].sort());
    expect(apiMenu).toHaveLength(6);
  });
});

describe('MUI System API pages', () => {
  it('document Stack from @mui/system: props with types and defaults, classes, system props', async () => {
    const html = await (await get('/system/api/stack')).text();
    expect(html).toContain('>Stack API</h1>');
    expect(html).toContain('import { Stack } from &#x27;@mui/system&#x27;;');
    expect(html).toMatch(/id="prop-direction"[\s\S]*?&#x27;column&#x27;/);
    expect(html).toMatch(/id="prop-useFlexGap"[\s\S]*?false/);
    expect(html).toContain('.MuiStack-root');
    expect(html).toContain('href="/system/properties">system property</a>');
    expect(html).toContain('href="/system/react-stack"');
  });

  it('document the grid exported as Unstable_Grid under /system/api/grid', async () => {
    const html = await (await get('/system/api/grid')).text();
    expect(html).toContain('>Grid API</h1>');
    expect(html).toContain('import { Unstable_Grid as Grid } from &#x27;@mui/system&#x27;;');
    expect(html).toContain('id="prop-xsOffset"');
    expect(html).toMatch(/id="prop-columns"[\s\S]*?12/);
    expect(html).toContain('.MuiGrid-container');
  });

  it('document ThemeProvider and GlobalStyles, with descriptions for every prop', async () => {
    const provider = await (await get('/system/api/theme-provider')).text();
    expect(provider).toContain('id="prop-theme"');
    expect(provider).toContain('A theme object. You can provide a function to extend the outer theme.');
    const globalStyles = await (await get('/system/api/global-styles')).text();
    expect(globalStyles).toContain('id="prop-styles"');
    expect(globalStyles).toContain('The CSS to add to the whole document');
  });

  it('give the component pages a Components API tab of @mui/system', async () => {
    const html = await (await get('/system/react-grid/components-api')).text();
    expect(html).toContain('href="/system/react-grid">Demos</a>');
    expect(html).toContain('import Grid from &#x27;@mui/system/Unstable_Grid&#x27;;');
    expect(html).not.toContain('@mui/material/');
  });
});

describe('the system properties table', () => {
  it('lists every property with its CSS property and theme key, as the package configures them', async () => {
    const html = await (await get('/system/properties')).text();
    const row = (prop: string) => new RegExp(`<td><code>${prop}</code></td>\\s*<td>([\\s\\S]*?)</td>\\s*<td>([\\s\\S]*?)</td>`).exec(html);
    expect(row('px')?.slice(1, 3)).toEqual(['<code>padding-left</code>, <code>padding-right</code>', '<code>spacing</code>']);
    expect(row('bgcolor')?.slice(1, 3)).toEqual(['<code>background-color</code>', '<code>palette</code>']);
    expect(row('borderRadius')?.[2]).toBe('<code>shape.borderRadius</code>');
    expect(row('maxWidth')?.[2]).toBe('<code>breakpoints.values</code>');
    expect(row('boxShadow')?.[2]).toBe('<code>shadows</code>');
    expect(row('displayPrint')?.[1]).toBe('<code>display</code> inside <code>@media print</code>');
    // 110 properties in ten groups, each a heading of the page.
    expect(html.match(/<tr>\s*<td><code>/g)?.length).toBeGreaterThanOrEqual(110);
    for (const id of ['borders', 'display', 'flexbox', 'grid', 'palette', 'positions', 'shadows', 'sizing', 'spacing', 'typography']) {
      expect(html).toContain(`<h3 id="${id}">`);
    }
  });
});

describe('MUI System demos', () => {
  it('render on the server from @mui/system, with the site theme', async () => {
    const html = await (await get('/system/react-box')).text();
    expect(html).toContain('data-demo="system/react-box/BoxSurface"');
    expect(html).toContain('MuiBox-root');
    expect(html).toContain('href="/system/api/box"');
    const inspector = await (await get('/system/properties')).text();
    // The inspector's style object, resolved with the site theme on the server.
    expect(inspector).toContain('&quot;paddingLeft&quot;: &quot;16px&quot;');
  });

  it('render again for RTL', async () => {
    const html = await (await get('/system/react-stack', { headers: { cookie: 'direction=rtl' } })).text();
    expect(html).toContain('dir="rtl"');
    expect(html).toMatch(/class="[^"]*MuiStack-root[^"]*rtl-/);
  });
});
