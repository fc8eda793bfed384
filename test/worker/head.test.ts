import { describe, expect, it } from 'vitest';
import site from '../../dist/generated/site.json';
import { get } from './helpers';

describe('the document head', () => {
  it('has title, description, canonical, alternates, Open Graph, theme colors and stylesheets', async () => {
    const html = await (await get('/material-ui/getting-started/installation')).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<title>Installation - Material UI</title>');
    expect(head).toMatch(/<meta name="description" content="[^"]{20,}">/);
    // The canonical origin is configuration (wrangler.toml), not the request's host.
    expect(head).toContain('<link rel="canonical" href="https://mui.com/material-ui/getting-started/installation">');
    for (const [lang, href] of [
      ['en', 'https://mui.com/material-ui/getting-started/installation'],
      ['zh', 'https://mui.com/zh/material-ui/getting-started/installation'],
      ['pt', 'https://mui.com/pt/material-ui/getting-started/installation'],
      ['x-default', 'https://mui.com/material-ui/getting-started/installation'],
    ]) {
      expect(head).toContain(`<link rel="alternate" hreflang="${lang}" href="${href}">`);
    }
    expect(head).toContain('<meta property="og:title" content="Installation - Material UI">');
    expect(head).toContain('<meta property="og:url" content="https://mui.com/material-ui/getting-started/installation">');
    expect(head).toContain('<meta name="theme-color" content="#FFFFFF" media="(prefers-color-scheme: light)">');
    expect(head).toContain('<meta name="theme-color" content="#0A1929" media="(prefers-color-scheme: dark)">');
    // The site's own small stylesheets are written into the page, so none blocks the first paint.
    expect(head).toContain(`<style data-href="${site.client.fontStylesheets[0]}">@font-face`);
    expect(site.client.fontStylesheets[0]).toMatch(/ibm-plex-sans/);
    expect(head).toContain('<style data-href="/static/styles/prism-okaidia.css">');
    expect(head).not.toContain('<link rel="stylesheet"');
    // The entry is not in the markup, so the preload scanner cannot fetch it beside the page's text and
    // font: <body> names it, and the first-paint script loads it once the page has painted.
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain(
      `<body dir="ltr" class="mode-light" data-entry="${site.client.script}" data-boot="${site.client.boot.join(' ')}">`,
    );
    expect(html.trimEnd().endsWith('</script></body></html>')).toBe(true);
    // No module preloads: the scripts would share the first round trips with the page and its text font.
    expect(head).not.toContain('modulepreload');
    // Only the text faces every first screen uses are fetched beside the page: regular and semibold, each
    // the subset of common characters; the icon is in the page (a data: address), not a request of its own.
    const preloads = [...head.matchAll(/<link rel="preload" href="([^"]+)" as="font"/g)].map((match) => match[1]);
    expect(preloads).toHaveLength(2);
    expect(preloads.every((href) => /ibm-plex-sans-latin-(400|600)-normal\.common\./.test(href))).toBe(true);
    expect(head).toContain('<link rel="icon" href="data:image/svg+xml,%3Csvg');
  });

  it("writes the shell's global sheets into the head, for the reader's direction, and none in the root", async () => {
    for (const [cookie, key] of [
      ['', 'css'],
      ['direction=rtl', 'rtl'],
    ]) {
      const html = await (await get('/material-ui/react-button', { headers: { Cookie: cookie } })).text();
      const head = html.slice(0, html.indexOf('</head>'));
      const root = html.slice(html.indexOf('<div id="root">'));
      // Theme variables, Material UI's baseline and the shell's own styles.
      const sheets = [...head.matchAll(/<style data-emotion="([a-z]+)-global [a-z0-9]+" data-s="">([^<]*)<\/style>/g)];
      expect(sheets.map(([, sheetKey]) => sheetKey)).toEqual([key, key, key]);
      expect(sheets.map(([, , css]) => css).join('')).toMatch(/\[data-mui-color-scheme="dark"\]\{/);
      expect(root).not.toMatch(/<style data-emotion="[a-z]+-global /);
    }
  });

  it('writes the styles of API sections only into the head of pages that have them', async () => {
    const globalCss = async (path: string) => {
      const html = await (await get(path)).text();
      const head = html.slice(0, html.indexOf('</head>'));
      return [...head.matchAll(/<style data-emotion="css-global [a-z0-9]+" data-s="">([^<]*)<\/style>/g)].map(([, css]) => css).join('');
    };
    for (const path of ['/material-ui/api/button', '/base-ui/react-autocomplete/hooks-api', '/material-ui/react-button/components-api'])
      expect(await globalCss(path)).toMatch(/\.api-entry\{[^}]*content-visibility:auto/);
    for (const path of ['/material-ui/react-button', '/material-ui/getting-started/installation', '/']) {
      const css = await globalCss(path);
      expect(css).toMatch(/\.app-bar\{/);
      expect(css).not.toContain('.api-');
    }
  });

  it('loads the icon font only on pages whose demos use it', async () => {
    const icons = await (await get('/material-ui/icons')).text();
    expect(icons.slice(0, icons.indexOf('</head>'))).toMatch(
      /<link rel="stylesheet" href="\/static\/fonts\/material-icons\.[0-9a-f]+\.css">/,
    );
    const button = await (await get('/material-ui/react-button')).text();
    expect(button).not.toContain('material-icons.');
  });
});
