import { describe, expect, it } from 'vitest';
import site from '../../dist/generated/site.json';
import { get } from './helpers';

const materialPages = site.pages.filter((page) => page.path.startsWith('/material-ui'));
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

describe('Material UI pages', () => {
  it('include a generated API page for the components of the installed package', () => {
    const api = materialPages.filter((page) => page.path.startsWith('/material-ui/api/'));
    expect(api.length).toBeGreaterThanOrEqual(120);
  });

  it.each(materialPages.map((page) => [page.path, page.title]))('%s answers 200 with its h1', async (path, title) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(`>${escape(title)}</h1>`);
  });

  it('documents Button from its type definitions', async () => {
    const html = await (await get('/material-ui/api/button')).text();
    expect(html).toContain('<title>Button API - Material UI</title>');
    expect(html).toMatch(/id="prop-variant"[\s\S]*?&#x27;text&#x27;|id="prop-variant"[\s\S]*?'text'/);
    expect(html).toContain('.MuiButton-root');
    expect(html).toContain('.Mui-disabled');
    expect(html).toMatch(/Props of <a href="\/material-ui\/api\/button-base">ButtonBase<\/a> are also available/);
  });
});

describe('component page tabs', () => {
  it('link Demos, Components API and Hooks API, marking the current one', async () => {
    const html = await (await get('/material-ui/react-autocomplete/hooks-api')).text();
    const tabs = html.slice(html.indexOf('class="page-tabs"'), html.indexOf('</nav>', html.indexOf('class="page-tabs"')));
    expect(tabs).toContain('href="/material-ui/react-autocomplete">Demos</a>');
    expect(tabs).toContain('href="/material-ui/react-autocomplete/components-api">Components API</a>');
    expect(tabs).toContain('href="/material-ui/react-autocomplete/hooks-api" aria-current="page">Hooks API</a>');
  });

  it('document a hook from the installed package', async () => {
    const html = await (await get('/material-ui/react-autocomplete/hooks-api')).text();
    expect(html).toContain('>useAutocomplete</h2>');
    expect(html).toMatch(/id="useAutocomplete-parameter-disableCloseOnSelect"[\s\S]*?false/);
    expect(html).toContain('id="useAutocomplete-return-return-getRootProps"');
  });

  it('document the components of a page on its Components API tab', async () => {
    const html = await (await get('/material-ui/react-button/components-api')).text();
    for (const name of ['Button', 'IconButton', 'ButtonBase']) expect(html).toContain(`>${name}</h2>`);
  });
});

describe('live demos', () => {
  interface DemoModel {
    page: { demos: { id: string; code: { TS: string; JS: string } }[]; demoBundle?: string };
  }
  const demosModel = async () => (await (await get('/_data/experiments/docs/demos')).json()) as DemoModel;

  it('renders the demo on the server, without its source, linking to it for readers without JavaScript', async () => {
    const page = await (await get('/experiments/docs/demos')).text();
    // The demo's own markup (the page's styles mention the same attributes).
    const html = page.slice(page.indexOf('id="counter-demo"'));
    expect(html).toContain('Clicked <!-- -->0<!-- --> times');
    expect(html).toMatch(/href="\/material-ui\/api\/button">Button(<!-- -->)? API<\/a>/);
    const section = html.slice(0, html.indexOf('</section>'));
    expect(section).not.toContain('class="code-block"');
    const { page: data } = await demosModel();
    expect(html).toContain(`<a href="${data.demos[0].code.TS}">TypeScript</a>`);
    expect(html).toContain(`<a href="${data.demos[0].code.JS}">JavaScript</a>`);
  });

  it('serves each variant of the source as its own highlighted, immutable file', async () => {
    const { page } = await demosModel();
    const ts = await get(page.demos[0].code.TS);
    expect(ts.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(ts.headers.get('Cache-Control')).toContain('immutable');
    const tsHtml = await ts.text();
    expect(tsHtml).toContain('data-variant="TS"');
    expect(tsHtml).toContain('<span class="token builtin">number</span>');
    const jsHtml = await (await get(page.demos[0].code.JS)).text();
    const jsText = jsHtml.slice(0, jsHtml.indexOf('</pre>')).replace(/<[^>]+>/g, '');
    expect(jsText).toContain('React.useState(0)');
    expect(jsText).not.toContain('&lt;number&gt;');
  });

  it('renders the demos for the default theme at build time and for any other theme at the edge', async () => {
    const { page } = await demosModel();
    // The built HTML is the worker's alone: neither the page data nor the embedded model carries it.
    expect(page.demos.every((demo) => !('html' in demo))).toBe(true);
    const html = await (await get('/experiments/docs/demos')).text();
    expect(html.slice(html.indexOf('id="__DOCS_DATA__"'))).not.toContain('"html":"<');
    const rtl = await (await get('/experiments/docs/demos', { headers: { Cookie: 'direction=rtl' } })).text();
    const preview = rtl.slice(rtl.indexOf('data-demo="experiments/docs/demos/CounterDemo"'));
    expect(preview).toContain('Clicked <!-- -->0<!-- --> times');
    expect(preview.slice(0, 300)).toContain('<style data-emotion="rtl ');
  });

  it("names the page's demo bundle, one script for all its demos", async () => {
    const { page } = await demosModel();
    expect(page.demos.map((demo) => demo.id)).toEqual(['experiments/docs/demos/CounterDemo', 'experiments/docs/demos/ThemedChips']);
    expect(page.demoBundle).toMatch(/^\/static\/demos\/experiments-docs-demos\.[A-Z0-9]+\.js$/);
    const bundle = await get(page.demoBundle!);
    expect(bundle.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
    const code = await bundle.text();
    expect(code).toContain('experiments/docs/demos/CounterDemo');
    // React comes from the entry's registry, not a second copy.
    expect(code).toContain('__docsShared');
    expect(code).not.toContain('ReactCurrentDispatcher');
  });
});
