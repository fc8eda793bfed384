/**
 * Answers of `/_search` kept in the Workers Cache API (`caches.default`), one
 * per location: a popular query is ranked once per location and deploy (the
 * key carries the build), then served without touching the index. Failures
 * are a miss, never an error.
 */

/** Where answers sit in the Cache API, on the request's own origin; the router answers this prefix with 404. */
export const SEARCH_CACHE_PREFIX = '/__search-cache/';
const STORED_CACHE_CONTROL = 'public, max-age=86400';

function edgeCache(): Cache | undefined {
  return typeof caches === 'undefined' ? undefined : caches.default;
}

/** The cache key of one answer: deploy, language, reader's library and query, each escaped into its own segment. */
export function searchCacheUrl(origin: string, parts: { build: string; language: string; library: string; query: string }): string {
  const segments = [parts.build, parts.language, parts.library || '-'].map(encodeURIComponent).join('/');
  return `${origin}${SEARCH_CACHE_PREFIX}${segments}?q=${encodeURIComponent(parts.query)}`;
}

/** The stored JSON, or null on a miss or without a Cache API. */
export async function readSearchCache(url: string): Promise<string | null> {
  const cache = edgeCache();
  if (!cache) return null;
  try {
    const hit = await cache.match(new Request(url));
    return hit?.ok ? await hit.text() : null;
  } catch (error) {
    console.warn('search cache read failed', error);
    return null;
  }
}

/** Keeps an answer; a failure is logged, never thrown. */
export async function writeSearchCache(url: string, json: string): Promise<void> {
  const cache = edgeCache();
  if (!cache) return;
  try {
    const headers = { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': STORED_CACHE_CONTROL };
    await cache.put(new Request(url), new Response(json, { headers }));
  } catch (error) {
    console.warn('search cache write failed', error);
  }
}
