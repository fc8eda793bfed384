/**
 * The second level of rendered pages: the Workers Cache API (`caches.default`),
 * shared by every isolate of a location. Keys carry the build id, so a deploy
 * never reads another deploy's pages. Failures are logged and treated as a
 * miss: this level only ever saves a render, it never fails a request.
 */

// The stored copy only: readers get their own headers from the app. The key
// carries the build, so this bounds how long an old deploy's pages linger.
const STORED_CACHE_CONTROL = 'public, max-age=86400';

/** `caches.default`, or nothing where the Cache API does not exist (Node, some test hosts). */
function edgeCache(): Cache | undefined {
  return typeof caches === 'undefined' ? undefined : caches.default;
}

/** The stored HTML under `url`, or null on a miss, without a Cache API, or when it fails. */
export async function readHtmlCache(url: string): Promise<Uint8Array<ArrayBuffer> | null> {
  const cache = edgeCache();
  if (!cache) return null;
  try {
    const hit = await cache.match(new Request(url));
    return hit?.ok ? new Uint8Array(await hit.arrayBuffer()) : null;
  } catch (error) {
    console.warn('html cache read failed', error);
    return null;
  }
}

/** Stores a complete page's HTML under `url`; a failure is logged, never thrown. */
export async function writeHtmlCache(url: string, html: Uint8Array<ArrayBuffer>): Promise<void> {
  const cache = edgeCache();
  if (!cache) return;
  try {
    const headers = { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': STORED_CACHE_CONTROL };
    await cache.put(new Request(url), new Response(html, { headers }));
  } catch (error) {
    console.warn('html cache write failed', error);
  }
}
