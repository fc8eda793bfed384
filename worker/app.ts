import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { isbot } from 'isbot';
import { publishedMenu } from './menus/tree';
import { groupRedirects } from './menus/groups';
import { type PageData, withoutMenu } from '../client/app/page-data';
import { assetHeaders, assetKeyForPath, IMMUTABLE, isAssetNamespace, storedFileEtag } from './assets/policy';
import { resolvePath, sameOriginLocation } from './paths/resolve';
import { withoutDemoHtml } from './render/without-demo-html';
import { deferredStylesheet, parseDemoStylesPath } from './render/deferred-styles';
import type { PageRenderer } from './render/renderer';
import { loadOnce } from './render/load-once';
import { renderErrorPage } from './render/error-page';
import { badRequestInput, notFoundInput } from './render/error-inputs';
import { buildPageModel, menuHref, type ModelInput, resolvedMenu } from './render/model';
import { createLru } from './render/lru';
import { matchesIfNoneMatch } from './render/etag';
import { readHtmlCache, writeHtmlCache } from './render/html-cache';
import { DEMO_STYLES_PREFIX, htmlCacheUrl, type PageKeys, pageKeys } from './render/page-keys';
import { translate } from '../client/app/i18n';
import { FIRST_PAINT_SCRIPT } from '../client/app/first-paint-script';
import { parsePreferenceCookies } from './preferences/parse-cookies';
import { createSecurityHeaders } from './render/security-headers';
import { createSearchService } from './search/search-service';
import { answerSearchJson, SEARCH_PATH, searchPageInput } from './search/routes';
import type { AppOptions } from './app-options';
import { fnv1a, sha256Source } from './app-helpers';

export type { AppOptions, PageIndexEntry, SiteConfig } from './app-options';

const ALLOWED_METHODS = 'GET, HEAD';

// Browsers revalidate (cheap with the ETag), so a deploy shows at once. Pages
// depend on the preference cookies: Vary keeps a shared cache from handing one
// reader's variant to another.
const PAGE_HEADERS = { 'Cache-Control': 'public, max-age=0, must-revalidate', Vary: 'Cookie' } as const;
// Page data is prefetched on hover and used within minutes; the client checks its build.
const DATA_HEADERS = { 'Cache-Control': 'public, max-age=300', Vary: 'Cookie' } as const;
const NO_STORE = { 'Cache-Control': 'no-store' } as const;
// The store could not be read: nothing about the page is known, and a moment later it may be.
const STORE_DOWN = { ...NO_STORE, 'Retry-After': '30' } as const;

/** The site as a Hono app: assets, page data for in-place navigation, and pages. */
export function createApp(options: AppOptions) {
  const { config, store } = options;
  const build = options.build ?? options.client.script;
  // Pages carry the license key: a new key (a secret changes without a new build) must not be served from a cache.
  const pageBuild = config.muiXLicenseKey ? `${build}-x${fnv1a(config.muiXLicenseKey)}` : build;
  const published = new Set(options.pages.map((page) => page.path));
  const hasPage = (path: string) => published.has(path);
  const groups = groupRedirects(options.sections, hasPage);
  // The results page goes through the path rules like a page (prefixes, canonical form), then is answered apart.
  const routing = { hasPage: (path: string) => hasPage(path) || path === SEARCH_PATH, groupTarget: (path: string) => groups.get(path) };
  const site = {
    build,
    sections: options.sections.map((section) => ({ ...section, menu: publishedMenu(section.menu, hasPage) })),
    versions: options.versions,
    sourceUrl: config.sourceUrl,
    config: { docsHost: config.docsHost, analyticsId: config.analyticsId, siteOrigin: config.siteOrigin, build: options.client.script },
    muiXLicenseKey: config.muiXLicenseKey,
  };
  // A page's HTML depends only on the deploy, its path, language and the
  // reader's preferences, so a rendered page is kept and served again without
  // rendering: per isolate here, then per location in the Cache API.
  const edgeCacheOn = options.edgeCache ?? true;
  // The renderer (React's, the app's components, MUI, Emotion: most of the worker's code) is
  // compiled by an isolate's first render, not at its startup: an isolate may answer only assets,
  // pages kept in the Cache API, 304s and redirects. A failed load is tried again by the next render.
  const loadRenderer = loadOnce((): Promise<PageRenderer> =>
    import('./render/renderer').then((module) =>
      module.createPageRenderer({
        demos: options.demos,
        demoFrames: options.demoFrames,
        license:
          config.muiXLicenseKey?.trim() && options.applyMuiXLicense
            ? { key: config.muiXLicenseKey.trim(), apply: options.applyMuiXLicense }
            : undefined,
      }),
    ),
  );
  const renderCacheBytes = options.renderCacheBytes ?? 16 * 1024 * 1024;
  const rendered = createLru<Uint8Array<ArrayBuffer>>(renderCacheBytes, (html) => html.byteLength);
  // Without a level to keep pages in (benchmarks turn both off), a rendered page's bytes are not held.
  const keepsPages = renderCacheBytes > 0 || edgeCacheOn;
  const search = createSearchService({ readIndex: () => store.readSearchIndex(), sections: options.sections });
  const app = new Hono();

  // The CSP allows the inline first-paint script by its hash, computed once.
  let securityHeaders: MiddlewareHandler | undefined;
  app.use('*', async (c, next) => {
    securityHeaders ??= createSecurityHeaders({
      scriptHashes: [await sha256Source(FIRST_PAINT_SCRIPT)],
      fontsOrigin: config.fontsOrigin,
      analytics: Boolean(config.analyticsId),
    });
    return securityHeaders(c, next);
  });

  app.use('*', async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      return c.text('Method not allowed. This site answers GET and HEAD only.', 405, { Allow: ALLOWED_METHODS });
    }
    await next();
  });

  app.onError((error, c) => {
    console.error('unhandled error', error);
    return c.html(
      renderErrorPage(500, 'Something went wrong', 'This page could not be rendered. Please try again in a moment.'),
      500,
      NO_STORE,
    );
  });

  /** Page data for in-place navigation: the same model the HTML would hydrate from. */
  app.get('/_data/*', async (c) => {
    const target = c.req.path.slice('/_data'.length) || '/';
    const route = resolvePath(target, '', routing);
    if (route.kind !== 'page') return c.json({ error: route.kind }, route.kind === 'bad-request' ? 400 : 404, NO_STORE);
    const preferences = parsePreferenceCookies(c.req.header('Cookie'));
    const { dataEtag } = await pageKeys({ build: pageBuild, language: route.language, path: route.path, preferences });
    const headers = { ...DATA_HEADERS, ETag: dataEtag };
    if (matchesIfNoneMatch(c.req.header('If-None-Match'), dataEtag)) return c.body(null, 304, headers);
    const page = await readPage(route.path);
    if (page === 'unavailable') return c.json({ error: 'unavailable' }, 503, STORE_DOWN);
    if (!page) return c.json({ error: 'not-found' }, 404, NO_STORE);
    const model = buildPageModel(site, { kind: 'page', status: 200, page, path: route.path, language: route.language, preferences });
    // The browser renders demos after an in-place change: their HTML stays here.
    return c.json({ ...withoutMenu(model), page: { ...model.page, demos: withoutDemoHtml(model.page.demos) } }, 200, headers);
  });

  /**
   * The styles a page's inert previews are sent without: JSON for the browser's script, a stylesheet for a reader
   * without JavaScript. The address names the deploy and the reader's variant, and the reader's cookies must give
   * that variant: only then are these the styles of the previews the reader has.
   */
  app.get(`${DEMO_STYLES_PREFIX}*`, async (c) => {
    const notFound = () => c.json({ error: 'not-found' }, 404, NO_STORE);
    const address = parseDemoStylesPath(c.req.path);
    if (!address) return notFound();
    const route = resolvePath(address.page, '', routing);
    if (route.kind !== 'page' || route.path === SEARCH_PATH) return notFound();
    const preferences = parsePreferenceCookies(c.req.header('Cookie'));
    const keys = await pageKeys({ build: pageBuild, language: route.language, path: route.path, preferences });
    if (keys.demoStyles !== address.base) return notFound();
    const page = await readPage(route.path);
    if (page === 'unavailable') return c.json({ error: 'unavailable' }, 503, STORE_DOWN);
    if (!page) return notFound();
    const model = buildPageModel(site, { kind: 'page', status: 200, page, path: route.path, language: route.language, preferences });
    const styles = await (await loadRenderer()).deferredStyles(model);
    const headers = { 'Cache-Control': IMMUTABLE };
    if (address.format === 'json') return c.json({ styles }, 200, headers);
    return c.body(deferredStylesheet(styles), 200, { ...headers, 'Content-Type': 'text/css; charset=utf-8' });
  });

  /** A section's menu, which page data leaves out: its address names the deploy, so it never changes. */
  const menus = new Map(site.sections.map((section) => [menuHref(build, section.id), section]));
  app.get('/_menu/*', (c) => {
    const section = menus.get(c.req.path);
    if (!section) return c.json({ error: 'not-found' }, 404, NO_STORE);
    return c.json(resolvedMenu(section), 200, { 'Cache-Control': IMMUTABLE });
  });

  /** Search results as JSON for the dialog (worker/search/routes.ts). */
  app.get('/_search', (c) => answerSearchJson(c, search, build, edgeCacheOn));

  app.get('*', async (c) => {
    const url = new URL(c.req.url);
    const assetKey = assetKeyForPath(url.pathname);
    if (assetKey && store.hasPublicFile(assetKey)) return serveAsset(c, assetKey);
    if (isAssetNamespace(url.pathname)) return c.text('Not found', 404, { 'Cache-Control': 'no-store' });

    const route = resolvePath(url.pathname, url.search, routing);
    const preferences = parsePreferenceCookies(c.req.header('Cookie'));
    switch (route.kind) {
      case 'redirect':
        return c.redirect(sameOriginLocation(route.location, url.origin), 301);
      case 'bad-request':
        return renderModel(c, badRequestInput(url.pathname, route.reason, preferences));
      case 'not-found':
        return renderModel(c, notFoundInput(route.path, route.language, preferences, options.pages));
      case 'page': {
        if (route.path === SEARCH_PATH) {
          const titles = {
            search: translate(route.language, 'searchTitle'),
            badRequest: translate(route.language, 'badRequestTitle'),
            unavailable: translate(route.language, 'searchUnavailable'),
          };
          return renderModel(c, await searchPageInput(c, url, route.language, preferences, search, titles));
        }
        const keys = await pageKeys({ build: pageBuild, language: route.language, path: route.path, preferences });
        // Before any cache or store read: a reader who has this variant of this
        // deploy's page costs a hash and no more.
        if (matchesIfNoneMatch(c.req.header('If-None-Match'), keys.htmlEtag)) {
          return c.body(null, 304, { ...PAGE_HEADERS, ETag: keys.htmlEtag });
        }
        const page = await readPage(route.path);
        if (page === 'unavailable')
          return c.html(
            renderErrorPage(503, 'Temporarily unavailable', 'The documentation store could not be read. Please try again shortly.'),
            503,
            STORE_DOWN,
          );
        if (!page) return renderModel(c, notFoundInput(route.path, route.language, preferences, options.pages));
        return servePage(c, { kind: 'page', status: 200, page, path: route.path, language: route.language, preferences }, keys);
      }
    }
  });

  /** A page's data from the store; 'unavailable' when the store cannot be read (logged), for a 503. */
  async function readPage(path: string): Promise<PageData | null | 'unavailable'> {
    try {
      return await store.readPageJson<PageData>(path);
    } catch (error) {
      console.error('content store read failed', error);
      return 'unavailable';
    }
  }

  async function serveAsset(c: Context, key: string) {
    const file = await store.readFile(key);
    if (!file) return c.text('Not found', 404, { 'Cache-Control': 'no-store' });
    const { contentType, cacheControl } = assetHeaders(key);
    // Files without a hash in their name (sitemap, llms.txt, pages' Markdown, sw.js) revalidate cheaply.
    const etag = storedFileEtag(build, file.storedKey);
    const headers = { 'Content-Type': contentType, 'Cache-Control': cacheControl, 'X-Content-Type-Options': 'nosniff', ETag: etag };
    if (matchesIfNoneMatch(c.req.header('If-None-Match'), etag)) return c.body(null, 304, headers);
    return c.body(file.body, 200, headers);
  }

  /** A page: from the isolate, else from the Cache API, else rendered and then kept at both levels. */
  async function servePage(c: Context, input: ModelInput, keys: PageKeys): Promise<Response> {
    const cacheUrl = htmlCacheUrl(new URL(c.req.url).origin, keys);
    const kept = await keptPage(keys, cacheUrl);
    if (kept) return htmlResponse(c, kept, input.status, keys.htmlEtag);
    // HEAD gets GET's headers and Hono drops the body unread: a render would only be held in memory.
    if (c.req.method === 'HEAD') return htmlResponse(c, new Uint8Array(), input.status, keys.htmlEtag);
    const { stream, whole } = await render(c, input, keepsPages, keys.demoStyles);
    // A page whose slow parts were left to the client is not kept.
    const keep = whole.then(async (html) => {
      if (!html) return;
      rendered.set(keys.memory, html);
      if (edgeCacheOn) await writeHtmlCache(cacheUrl, html);
    });
    try {
      c.executionCtx.waitUntil(keep);
    } catch {
      // no execution context (app.request in tests): the promise still settles
    }
    return htmlResponse(c, stream, input.status, keys.htmlEtag);
  }

  /** An error page (400, 404): rendered for the reader's preferences, never kept. */
  async function renderModel(c: Context, input: ModelInput): Promise<Response> {
    return htmlResponse(c, (await render(c, input)).stream, input.status);
  }

  async function render(c: Context, input: ModelInput, keep = false, demoStyles?: string) {
    const renderer = await loadRenderer();
    return renderer.render(buildPageModel(site, input), {
      siteOrigin: config.siteOrigin,
      fontsOrigin: config.fontsOrigin,
      client: options.client,
      waitForAllContent: isbot(c.req.header('User-Agent') ?? ''),
      Root: options.Root,
      ...options.renderDeadlines,
      keep,
      demoStyles,
    });
  }

  /** A rendered page from this isolate, else from the location's Cache API (then kept here too). */
  async function keptPage(keys: PageKeys, cacheUrl: string): Promise<Uint8Array<ArrayBuffer> | null> {
    const kept = rendered.get(keys.memory);
    if (kept) return kept;
    const stored = edgeCacheOn ? await readHtmlCache(cacheUrl) : null;
    if (stored) rendered.set(keys.memory, stored);
    return stored;
  }

  function htmlResponse(c: Context, body: ReadableStream | Uint8Array<ArrayBuffer>, status: number, etag?: string) {
    // Error pages are rendered with the reader's preferences too, hence Vary on every page.
    const caching = status === 200 && etag ? { ...PAGE_HEADERS, ETag: etag } : { ...NO_STORE, Vary: 'Cookie' };
    return c.body(body, status as 200, { 'Content-Type': 'text/html; charset=utf-8', ...caching });
  }

  return app;
}
