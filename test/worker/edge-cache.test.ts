import { createElement, Suspense } from 'react';
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import site from '../../dist/generated/site.json';
import { DEFAULT_PREFERENCES } from '../../client/app/preferences';
import { htmlCacheUrl, pageKeys } from '../../worker/render/page-keys';
import type { Language } from '../../worker/paths/languages';
import { BOT_UA, get, ORIGIN } from './helpers';
import { createTestApp } from './test-app';

const PAGE = '/material-ui/getting-started/installation';
const paragraph = (text: string) => createElement('p', null, text);
const withHeaders = (headers: Record<string, string>, method = 'GET') => ({ method, headers });

/** The Cache API key the worker stores a default-preferences page under. */
async function cacheUrl(path: string, build = site.build, language: Language = 'en') {
  return htmlCacheUrl(ORIGIN, await pageKeys({ build, language, path, preferences: DEFAULT_PREFERENCES }));
}

/** The deployed worker stores after answering (waitUntil): wait for the entry to land. */
async function storedUnder(url: string): Promise<Response | undefined> {
  for (let tries = 0; tries < 100; tries++) {
    const hit = await caches.default.match(url);
    if (hit) return hit;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return undefined;
}

describe('validators', () => {
  it('sends an ETag that differs by preference variant and by language', async () => {
    const plain = await get(PAGE);
    const rtl = await get(PAGE, withHeaders({ Cookie: 'direction=rtl' }));
    const zh = await get(`/zh${PAGE}`);
    const etags = [plain, rtl, zh].map((response) => response.headers.get('ETag'));
    for (const etag of etags) expect(etag).toMatch(/^W\/"[^"]+"$/);
    expect(new Set(etags).size).toBe(3);
    expect(etags[0]).toContain(site.build);
    // The same variant keeps its tag.
    expect((await get(PAGE)).headers.get('ETag')).toBe(etags[0]);
  });

  it('answers 304 without a body to If-None-Match with the ETag, and 200 to another tag', async () => {
    const etag = (await get(PAGE)).headers.get('ETag')!;
    const fresh = await get(PAGE, withHeaders({ 'If-None-Match': etag }));
    expect(fresh.status).toBe(304);
    expect(await fresh.text()).toBe('');
    expect(fresh.headers.get('ETag')).toBe(etag);
    expect(fresh.headers.get('Cache-Control')).toBe('public, max-age=0, must-revalidate');
    expect(fresh.headers.get('Vary')).toContain('Cookie');

    const stale = await get(PAGE, withHeaders({ 'If-None-Match': etag.replace(site.build, '000000000000') }));
    expect(stale.status).toBe(200);
    expect(await stale.text()).toContain('</html>');
  });

  it('does not answer 304 to the ETag of another preference variant', async () => {
    const etag = (await get(PAGE)).headers.get('ETag')!;
    const rtl = await get(PAGE, withHeaders({ Cookie: 'direction=rtl', 'If-None-Match': etag }));
    expect(rtl.status).toBe(200);
    expect(await rtl.text()).toMatch(/<html [^>]*dir="rtl"/);
  });

  it.each([
    ['the tag without W/', (etag: string) => etag.slice(2)],
    ['a list', (etag: string) => `"elsewhere", ${etag}, W/"other"`],
    ['*', () => '*'],
  ])('answers 304 to %s', async (_, header) => {
    const etag = (await get(PAGE)).headers.get('ETag')!;
    const response = await get(PAGE, withHeaders({ 'If-None-Match': header(etag) }));
    expect(response.status).toBe(304);
    expect(await response.text()).toBe('');
  });

  it('answers HEAD like GET: headers without a body, and 304 to the ETag', async () => {
    const head = await get(PAGE, { method: 'HEAD' });
    expect(head.status).toBe(200);
    const etag = head.headers.get('ETag')!;
    expect(etag).toBe((await get(PAGE)).headers.get('ETag'));
    expect(await head.text()).toBe('');
    const conditional = await get(PAGE, withHeaders({ 'If-None-Match': etag }, 'HEAD'));
    expect(conditional.status).toBe(304);
    expect(conditional.headers.get('ETag')).toBe(etag);
  });

  it('gives page data its own ETag, Vary: Cookie and 304', async () => {
    const page = await get(PAGE);
    const data = await get(`/_data${PAGE}`);
    expect(data.status).toBe(200);
    expect(data.headers.get('Vary')).toContain('Cookie');
    expect(page.headers.get('Vary')).toContain('Cookie');
    const etag = data.headers.get('ETag')!;
    expect(etag).toMatch(/^W\/"data:/);
    expect(etag).not.toBe(page.headers.get('ETag'));
    expect((await get(`/_data${PAGE}`, withHeaders({ Cookie: 'direction=rtl' }))).headers.get('ETag')).not.toBe(etag);

    const fresh = await get(`/_data${PAGE}`, withHeaders({ 'If-None-Match': etag }));
    expect(fresh.status).toBe(304);
    expect(await fresh.text()).toBe('');
    expect(fresh.headers.get('Vary')).toContain('Cookie');
    // An HTML tag does not validate the data, nor the other way round.
    expect((await get(`/_data${PAGE}`, withHeaders({ 'If-None-Match': page.headers.get('ETag')! }))).status).toBe(200);
    expect((await get(PAGE, withHeaders({ 'If-None-Match': etag }))).status).toBe(200);
  });

  it('sends no ETag and no-store with a 404, even to If-None-Match: *', async () => {
    for (const path of ['/material-ui/getting-started/instalation', '/_data/material-ui/getting-started/instalation']) {
      const response = await get(path, withHeaders({ 'If-None-Match': '*' }));
      expect(response.status).toBe(404);
      expect(response.headers.get('ETag')).toBeNull();
      expect(response.headers.get('Cache-Control')).toBe('no-store');
    }
  });
});

describe('pages kept in the Cache API', () => {
  it('stores a rendered page under the key of page-keys, which the router itself never serves', async () => {
    const url = await cacheUrl('/system');
    expect(await caches.default.match(url)).toBeUndefined();
    const html = await (await get('/system')).text();
    const stored = await storedUnder(url);
    expect(stored).toBeDefined();
    expect(await stored!.text()).toBe(html);
    expect((await get(new URL(url).pathname)).status).toBe(404);
  });

  /** An app that is a deploy of its own (nothing stored by another test), with no per-isolate level. */
  function appWith(Root: () => JSX.Element, botWaitMs = 2_000) {
    const build = crypto.randomUUID();
    const app = createTestApp({
      build,
      Root,
      renderCacheBytes: 0, // so a page not rendered again came from the Cache API
      renderDeadlines: { botWaitMs, streamDeadlineMs: 10_000 },
    });
    return { app, key: cacheUrl('/system', build) };
  }
  /** A request with an execution context, finished once everything it handed to waitUntil is done. */
  async function request({ app }: { app: ReturnType<typeof createTestApp> }, init: RequestInit = {}) {
    const ctx = createExecutionContext();
    const response = await app.request(`${ORIGIN}/system`, init, {}, ctx);
    const html = await response.text();
    await waitOnExecutionContext(ctx);
    return { response, html };
  }
  it('answers HEAD of a page not kept yet without rendering it, with the ETag GET would send', async () => {
    let renders = 0;
    const app = appWith(() => {
      renders++;
      return paragraph('rendered');
    });
    const head = await request(app, { method: 'HEAD' });
    expect(renders).toBe(0);
    expect(head.response.status).toBe(200);
    expect(head.html).toBe('');
    const full = await request(app);
    expect(renders).toBe(1);
    expect(head.response.headers.get('ETag')).toBe(full.response.headers.get('ETag'));
    expect(head.response.headers.get('Cache-Control')).toBe(full.response.headers.get('Cache-Control'));
  });

  it('serves the second request from the Cache API without rendering', async () => {
    let renders = 0;
    const app = appWith(() => {
      renders++;
      return paragraph('rendered');
    });
    const first = await request(app);
    expect(renders).toBe(1);
    expect(await (await caches.default.match(await app.key))?.text()).toBe(first.html);
    const second = await request(app);
    expect(renders).toBe(1);
    expect(second.response.status).toBe(200);
    expect(second.html).toBe(first.html);
    expect(second.html).toContain('<p>rendered</p>');
    expect(second.response.headers.get('ETag')).toBe(first.response.headers.get('ETag'));
    expect(second.response.headers.get('Cache-Control')).toBe('public, max-age=0, must-revalidate');
  });

  it('does not store a page whose slow part was left to the client', async () => {
    const never = new Promise<never>(() => {});
    function SlowPart(): JSX.Element {
      throw never;
    }
    const slow = appWith(() => createElement(Suspense, { fallback: paragraph('waiting') }, createElement(SlowPart)), 100);
    const cut = await request(slow, { headers: { 'User-Agent': BOT_UA } });
    expect(cut.response.status).toBe(200);
    expect(cut.html).toContain('waiting');
    expect(await caches.default.match(await slow.key)).toBeUndefined();
  });

  it('still answers when the Cache API throws', async () => {
    vi.spyOn(caches.default, 'match').mockRejectedValue(new Error('cache down'));
    vi.spyOn(caches.default, 'put').mockImplementation(() => {
      throw new Error('cache down');
    });
    let renders = 0;
    const app = appWith(() => {
      renders++;
      return paragraph('rendered');
    });
    for (let i = 1; i <= 2; i++) {
      const { response, html } = await request(app);
      expect(response.status).toBe(200);
      expect(html).toContain('<p>rendered</p>');
      expect(renders).toBe(i); // nothing could be kept: each request renders
    }
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});
