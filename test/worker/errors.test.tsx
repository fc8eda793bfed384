import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import site from '../../dist/generated/site.json';
import type { ContentStore } from '../../worker/assets/assets-kv';
import { BOT_UA, get, ORIGIN, PERSON_UA } from './helpers';
import { createTestApp, TEST_PAGE } from './test-app';
import { pageKeys } from '../../worker/render/page-keys';
import { parsePreferenceCookies } from '../../worker/preferences/parse-cookies';

const page = TEST_PAGE;

const appWith = (
  store: Partial<ContentStore>,
  Root?: () => JSX.Element,
  renderDeadlines?: { botWaitMs: number; streamDeadlineMs: number },
) => createTestApp({ store, Root, renderDeadlines });

describe('page stylesheets', () => {
  it('links the extra stylesheets a page asks for, on that page only', async () => {
    const withFonts = { ...page, stylesheets: [site.pageStylesheets['roboto-condensed'], site.pageStylesheets['work-sans']] };
    const app = appWith({ readPageJson: async <T,>() => withFonts as T });
    const html = await (await app.request(`${ORIGIN}/system`)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(`<link rel="stylesheet" href="${site.pageStylesheets['roboto-condensed']}">`);
    expect(head).toContain(`<link rel="stylesheet" href="${site.pageStylesheets['work-sans']}">`);
    const plain = await (await get('/system')).text();
    expect(plain).not.toContain('roboto-condensed');
  });

  it('serves the onepirate font stylesheets with their families', async () => {
    const condensed = await (await get(site.pageStylesheets['roboto-condensed'])).text();
    expect(condensed).toContain("font-family: 'Roboto Condensed'");
    expect(condensed).toContain('font-weight: 700');
    const work = await (await get(site.pageStylesheets['work-sans'])).text();
    expect(work).toContain("font-family: 'Work Sans'");
    expect(work).toContain('font-weight: 300 400');
  });
});

describe('error pages', () => {
  it('answers an unknown page with a 404 page that keeps the menu and offers a way on', async () => {
    const response = await get('/material-ui/getting-started/instalation');
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('Page not found');
    expect(html).toContain('<nav class="menu-nav" aria-label="Main navigation"');
    expect(html).toMatch(/Pages with a similar address[\s\S]*href="\/material-ui\/getting-started\/installation"/);
    expect(html).toContain('<meta name="robots" content="noindex">');
  });

  it('answers other methods with 405 and Allow', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      const response = await get('/material-ui', { method });
      expect(response.status).toBe(405);
      expect(response.headers.get('Allow')).toBe('GET, HEAD');
    }
  });

  it('answers 500 with an error page when rendering throws, and keeps serving', async () => {
    let fail = true;
    const Root = () => {
      if (fail) throw new Error('render exploded');
      return <p>fine</p>;
    };
    const app = appWith({}, Root);
    const broken = await app.request(`${ORIGIN}/system`);
    expect(broken.status).toBe(500);
    expect(await broken.text()).toContain('Something went wrong');
    fail = false;
    const next = await app.request(`${ORIGIN}/system`);
    expect(next.status).toBe(200);
    expect(await next.text()).toContain('<p>fine</p>');
  });

  it('answers 503 when the content store cannot be read, for a page, its data and its deferred styles', async () => {
    const app = createTestApp({ store: { readPageJson: async () => Promise.reject(new Error('KV down')) }, build: 'store-down' });
    const response = await app.request(`${ORIGIN}/system`);
    expect(response.status).toBe(503);
    expect(response.headers.get('Retry-After')).toBe('30');
    expect(await response.text()).toContain('Temporarily unavailable');
    const { demoStyles } = await pageKeys({
      build: 'store-down',
      language: 'en',
      path: '/system',
      preferences: parsePreferenceCookies(undefined),
    });
    for (const path of ['/_data/system', `${demoStyles}.json`, `${demoStyles}.css`]) {
      const answer = await app.request(`${ORIGIN}${path}`);
      expect(answer.status, path).toBe(503);
      expect(answer.headers.get('Retry-After'), path).toBe('30');
      expect(answer.headers.get('Cache-Control'), path).toBe('no-store');
      expect(await answer.json(), path).toEqual({ error: 'unavailable' });
    }
  });

  it('answers 404 when a listed page is missing from the store', async () => {
    const app = appWith({ readPageJson: async () => null });
    expect((await app.request(`${ORIGIN}/system`)).status).toBe(404);
  });
});

describe('a slow part of a page', () => {
  /** A page whose second part waits `ms` (a suspended boundary, as a slow data read would be). */
  function slowPage(ms: number) {
    let ready = false;
    const wait = new Promise<void>((resolve) =>
      setTimeout(() => {
        ready = true;
        resolve();
      }, ms),
    );
    function SlowPart() {
      if (!ready) throw wait;
      return <p>slow part</p>;
    }
    return () => (
      <main>
        <p>shell</p>
        <Suspense fallback={<p>waiting</p>}>
          <SlowPart />
        </Suspense>
      </main>
    );
  }
  const reader = { headers: { 'user-agent': PERSON_UA } };
  const bot = { headers: { 'user-agent': BOT_UA } };

  it('does not hold the shell for a person: it streams in when ready', async () => {
    const app = appWith({}, slowPage(1_500), { botWaitMs: 300, streamDeadlineMs: 10_000 });
    const started = Date.now();
    const response = await app.request(`${ORIGIN}/system`, reader);
    const stream = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    while (!text.includes('<p>shell</p>')) text += (await stream.read()).value ?? '';
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(text).not.toContain('slow part');
    for (let chunk = await stream.read(); !chunk.done; chunk = await stream.read()) text += chunk.value;
    expect(text).toContain('slow part');
    expect(text.trimEnd().endsWith('</html>')).toBe(true);
  });

  it('is bounded for a bot: the page comes whole, with the part left to the client', async () => {
    const app = appWith({}, slowPage(60_000), { botWaitMs: 300, streamDeadlineMs: 10_000 });
    const started = Date.now();
    const response = await app.request(`${ORIGIN}/system`, bot);
    const html = await response.text();
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(response.status).toBe(200);
    expect(html).toContain('<p>shell</p>');
    expect(html).toContain('waiting');
    expect(html).not.toContain('slow part');
    expect(html.trimEnd().endsWith('</html>')).toBe(true);
  });

  it('never keeps a stream open past the deadline', async () => {
    const app = appWith({}, slowPage(60_000), { botWaitMs: 300, streamDeadlineMs: 800 });
    const started = Date.now();
    const html = await (await app.request(`${ORIGIN}/system`, reader)).text();
    expect(Date.now() - started).toBeLessThan(4_000);
    expect(html.trimEnd().endsWith('</html>')).toBe(true);
  });

  it('does not keep a page whose part was left to the client', async () => {
    const app = appWith({}, slowPage(700), { botWaitMs: 100, streamDeadlineMs: 10_000 });
    expect(await (await app.request(`${ORIGIN}/system`, bot)).text()).not.toContain('slow part');
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await (await app.request(`${ORIGIN}/system`, bot)).text()).toContain('slow part');
  });
});
