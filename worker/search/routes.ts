import type { Context } from 'hono';
import type { Preferences } from '../../client/app/preferences';
import { parseSearchQuery } from '../../search/query';
import type { SearchHit, SearchResponse } from '../../search/results';
import { isLanguage, type Language } from '../paths/languages';
import { serializeJsonForHtml } from '../render/escape';
import type { ModelInput } from '../render/model';
import { readSearchCache, searchCacheUrl, writeSearchCache } from './search-cache';
import { DIALOG_RESULTS, PAGE_RESULTS, SearchIndexMissing, type SearchService } from './search-service';

/** The results page, which works without JavaScript (`/search?q=`, also under a language prefix). */
export const SEARCH_PATH = '/search';

// Answers change only with a deploy; browsers keep them a few minutes (the dialog asks again as the reader types).
const JSON_HEADERS = {
  'Content-Type': 'application/json; charset=utf-8',
  'Cache-Control': 'public, max-age=300',
  'X-Content-Type-Options': 'nosniff',
} as const;
const NO_STORE_JSON = {
  'Content-Type': 'application/json; charset=utf-8',
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
};

/** `lang` and `lib` of a query string, each checked against its allow-list. */
function searchContext(url: URL, service: SearchService): { language: Language; library: string | undefined } {
  const lang = url.searchParams.get('lang') ?? '';
  const lib = url.searchParams.get('lib') ?? '';
  return { language: isLanguage(lang) ? lang : 'en', library: service.isLibrary(lib) ? lib : undefined };
}

/** The request's waitUntil, or nothing where there is no execution context (app.request in tests). */
export function keepAliveOf(c: Context): (promise: Promise<unknown>) => void {
  return (promise) => {
    try {
      c.executionCtx.waitUntil(promise);
    } catch {
      // no execution context: the promise still settles
    }
  };
}

// JSON escaped as for HTML (`<`, `>`, `&`): the query is the reader's text, and no answer of ours should carry it raw.
const jsonBody = (value: unknown) => serializeJsonForHtml(value);

/**
 * `GET /_search?q=&lang=&lib=`: the best results as JSON, from the location's
 * cache when this deploy already answered the query there. A bad query is a
 * 400 naming the problem, never echoing the query.
 */
export async function answerSearchJson(c: Context, service: SearchService, build: string, edgeCache: boolean): Promise<Response> {
  const url = new URL(c.req.url);
  const parsed = parseSearchQuery(url.search);
  if (parsed.kind === 'bad-request') return c.body(jsonBody({ error: parsed.reason }), 400, NO_STORE_JSON);
  if (parsed.kind === 'empty') {
    // The dialog's first call as it opens: the isolate loads its index now, before the reader's first word.
    service.warm(keepAliveOf(c));
    return c.body(jsonBody({ query: '', hits: [] } satisfies SearchResponse), 200, JSON_HEADERS);
  }
  const { language, library } = searchContext(url, service);
  const cacheUrl = searchCacheUrl(url.origin, { build, language, library: library ?? '', query: service.cacheKey(parsed.text) });
  const cached = edgeCache ? await readSearchCache(cacheUrl) : null;
  if (cached) return c.body(cached, 200, { ...JSON_HEADERS, 'X-Search-Cache': 'hit' });
  let body: string;
  try {
    const hits = await service.search(parsed.text, { language, library, limit: DIALOG_RESULTS, keepAlive: keepAliveOf(c) });
    body = jsonBody({ query: parsed.text, hits } satisfies SearchResponse);
  } catch (error) {
    if (!(error instanceof SearchIndexMissing)) throw error;
    return c.body(jsonBody({ error: 'Search is not available right now.' }), 503, { ...NO_STORE_JSON, 'Retry-After': '30' });
  }
  if (edgeCache) keepAliveOf(c)(writeSearchCache(cacheUrl, body));
  return c.body(body, 200, { ...JSON_HEADERS, 'X-Search-Cache': 'miss' });
}

/** The results page's model input: the results, or a 400 for a query that cannot be read. */
export async function searchPageInput(
  c: Context,
  url: URL,
  language: Language,
  preferences: Preferences,
  service: SearchService,
  titles: { search: string; badRequest: string; unavailable: string },
): Promise<ModelInput> {
  const parsed = parseSearchQuery(url.search);
  const page = { path: SEARCH_PATH, title: titles.search, description: '', html: '', toc: [] };
  if (parsed.kind === 'bad-request') {
    return {
      kind: 'bad-request',
      status: 400,
      path: SEARCH_PATH,
      language,
      preferences,
      page: { ...page, title: titles.badRequest, description: parsed.reason },
    };
  }
  const { library } = searchContext(url, service);
  const query = parsed.kind === 'ok' ? parsed.text : '';
  let hits: SearchHit[] = [];
  try {
    if (query) hits = await service.search(query, { language, library, limit: PAGE_RESULTS, keepAlive: keepAliveOf(c) });
  } catch (error) {
    if (!(error instanceof SearchIndexMissing)) throw error;
    return { kind: 'error', status: 503, path: SEARCH_PATH, language, preferences, page: { ...page, description: titles.unavailable } };
  }
  return { kind: 'search', status: 200, path: SEARCH_PATH, language, preferences, page, search: { query, library: library ?? null, hits } };
}
