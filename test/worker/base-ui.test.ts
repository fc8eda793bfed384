import { describe, expect, it } from 'vitest';
import site from '../../dist/generated/site.json';
import { baseUiMenu } from '../../content/menus/base-ui';
import { leafPages } from '../../worker/menus/tree';
import { get } from './helpers';

const basePages = site.pages.filter((page) => page.path.startsWith('/base-ui'));
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const stylesheets = (html: string) => [...html.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].map((match) => match[1]);
const tailwind = /^\/static\/demo-styles\/tailwind\.[0-9a-f]+\.css$/;

describe('Base UI pages', () => {
  it.each(basePages.map((page) => [page.path, page.title]))('%s answers 200 with its h1', async (path, title) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(`>${escape(title)}</h1>`);
  });

  it('has a generated API page for every entry of the menu API group, and no other', () => {
    const menu = leafPages(baseUiMenu)
      .map((page) => page.pathname)
      .filter((path) => path.startsWith('/base-ui/api/'));
    const generated = basePages.map((page) => page.path).filter((path) => path.startsWith('/base-ui/api/'));
    expect(generated.sort()).toEqual(menu.sort());
    expect(generated).toContain('/base-ui/api/number-input');
    expect(generated).toContain('/base-ui/api/use-transition-trigger');
  });

  it('documents Button from its type definitions, with Base UI class names', async () => {
    const html = await (await get('/base-ui/api/button')).text();
    expect(html).toContain('<title>Button API - Base UI</title>');
    expect(html).toContain('import { Button } from &#x27;@mui/base/Button&#x27;;');
    expect(html).toContain('id="prop-focusableWhenDisabled"');
    expect(html).toContain('.base-Button-root');
    expect(html).toContain('.base--focusVisible');
    expect(html).toMatch(/id="slot-root"/);
  });

  it('documents a hook page of its own: parameters and return value', async () => {
    const html = await (await get('/base-ui/api/use-button')).text();
    expect(html).toContain('>useButton API</h1>');
    expect(html).toMatch(/id="useButton-parameter-focusableWhenDisabled"[\s\S]*?false/);
    expect(html).toContain('id="useButton-return-return-getRootProps"');
  });

  it('gives the Button page its Demos, Components API and Hooks API tabs', async () => {
    const html = await (await get('/base-ui/react-button/hooks-api')).text();
    expect(html).toContain('href="/base-ui/react-button/components-api">Components API</a>');
    expect(html).toContain('>useButton</h2>');
  });
});

describe('the No SSR, Portal and Textarea Autosize pages', () => {
  const demoIds = (html: string) => [...html.matchAll(/data-demo="([^"]+)"/g)].map((match) => match[1]);

  it.each([
    ['/base-ui/react-no-ssr', 'NoSsr', ['BrowserOnlyNoSsr', 'DeferredNoSsr']],
    ['/base-ui/react-portal', 'Portal', ['PortalContainer', 'PortalEventBubbling']],
    [
      '/base-ui/react-textarea-autosize',
      'TextareaAutosize',
      ['MinRowsTextarea.system', 'MaxRowsTextarea.system', 'ControlledTextarea.system'],
    ],
  ])('%s has its demos, its API tab and a link to the API page of %s', async (path, component, demos) => {
    expect(basePages.map((page) => page.path)).toContain(path);
    const html = await (await get(path)).text();
    expect(demoIds(html)).toEqual(demos.map((demo) => `${path.slice(1)}/${demo}`));
    expect(html).toContain(`href="${path}/components-api">Components API</a>`);
    const slug = path.replace('/base-ui/react-', '');
    expect(html).toContain(`href="/base-ui/api/${slug}"`);
    expect(await (await get(`${path}/components-api`)).text()).toContain(`>${component}</h2>`);
  });

  it('sends what the server can render: the fallback of NoSsr, nothing of a Portal, collapsed textareas', async () => {
    const noSsr = await (await get('/base-ui/react-no-ssr')).text();
    expect(noSsr).toContain('Mixing colors…');
    expect(noSsr).not.toContain('Reduced motion');
    const portal = await (await get('/base-ui/react-portal')).text();
    expect(portal).toContain('Notes tray');
    expect(portal).not.toContain('Gift wrap requested');
    // TextareaAutosize renders height: 0 until the browser measures; the demos' min-height holds the rows meanwhile.
    const textarea = await (await get('/base-ui/react-textarea-autosize', { headers: { Cookie: 'codeStyling=CSS' } })).text();
    expect(textarea).toMatch(/<textarea rows="3" style="height:0"[^>]*class="autosize-textarea"/);
  });

  it('gives every card of the All components page a link', async () => {
    const html = await (await get('/base-ui/all-components')).text();
    for (const path of ['/base-ui/react-no-ssr', '/base-ui/react-portal', '/base-ui/react-textarea-autosize']) {
      expect(html).toContain(`href="${path}"`);
    }
  });

  it('renders the MUI System Slider demos right to left on the server when the reader chose it', async () => {
    const html = await (await get('/base-ui/react-slider', { headers: { Cookie: 'direction=rtl' } })).text();
    expect(html).toContain('<html lang="en" dir="rtl"');
    expect(html).toMatch(/base-Slider-thumb[^>]*style="right:35%"/);
  });
});

describe('demos in three code stylings', () => {
  const demoIds = (html: string) => [...html.matchAll(/data-demo="(base-ui\/react-button\/[^"]+)"/g)].map((match) => match[1]);

  it.each([
    ['MUI System', 'system'],
    ['Tailwind', 'tailwind'],
    ['CSS', 'css'],
  ])('renders the %s styling first when the cookie asks for it', async (styling, suffix) => {
    const html = await (await get('/base-ui/react-button', { headers: { Cookie: `codeStyling=${encodeURIComponent(styling)}` } })).text();
    expect(html).toContain(`data-code-styling="${suffix}"`);
    const data = html.slice(html.indexOf('id="__DOCS_DATA__"'));
    expect(data).not.toMatch(/"html":"\\u003c|"html":"</);
    expect(demoIds(html)[0]).toBe(`base-ui/react-button/UnstyledButton.${suffix}`);
    expect(demoIds(html)).toContain(`base-ui/react-button/FocusableWhenDisabled.${suffix}`);
  });

  it('shows a demo without the chosen styling in its first one', async () => {
    // The CSS animation demo needs @keyframes, which utility classes cannot declare: it has no Tailwind version.
    const html = await (await get('/base-ui/react-transitions', { headers: { Cookie: 'codeStyling=Tailwind' } })).text();
    const ids = [...html.matchAll(/data-demo="(base-ui\/react-transitions\/[^"]+)"/g)].map((match) => match[1]);
    expect(ids).toContain('base-ui/react-transitions/CssTransitionDemo.tailwind');
    expect(ids).toContain('base-ui/react-transitions/CssAnimationDemo.system');
  });

  it('serves the source of every styling', async () => {
    const model = (await (await get('/_data/base-ui/react-button')).json()) as {
      page: { demos: { name: string; stylings?: { styling: string; code: { TS: string; JS: string } }[] }[] };
    };
    const demo = model.page.demos.find((entry) => entry.name === 'UnstyledButton')!;
    // The server's HTML stays on the server, for every styling.
    expect(JSON.stringify(model.page.demos)).not.toContain('"html"');
    expect(demo.stylings!.map((entry) => entry.styling)).toEqual(['MUI System', 'Tailwind', 'CSS']);
    const css = demo.stylings![2];
    const source = await (await get(css.code.JS)).text();
    expect(source).toContain('data-variant="JS"');
    expect(source).toContain('data-language="css"');
  });

  it("links the Tailwind stylesheet and the page's plain CSS only where demos use them", async () => {
    const button = stylesheets(await (await get('/base-ui/react-button')).text());
    expect(button.filter((href) => tailwind.test(href))).toHaveLength(1);
    expect(button.some((href) => /^\/static\/demo-styles\/base-ui-react-button\.[0-9a-f]+\.css$/.test(href))).toBe(true);
    const tailwindCss = await (await get(button.find((href) => tailwind.test(href))!)).text();
    expect(tailwindCss).toContain('.bg-blue-700');
    expect(tailwindCss).toContain('[data-mui-color-scheme=dark]');
    expect(tailwindCss).not.toMatch(/\bpreflight\b|^\s*\*,\s*::after,\s*::before\s*{\s*box-sizing/m);
    for (const path of ['/base-ui/getting-started/overview', '/material-ui/react-button', '/base-ui/api/button', '/']) {
      expect(stylesheets(await (await get(path)).text()).filter((href) => href.startsWith('/static/demo-styles/'))).toEqual([]);
    }
  });
});
