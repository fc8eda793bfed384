// What the dev server changes in the worker's answers: its client script in pages, and no caching but of hashed files.

export const DEV_CLIENT_PATH = '/__dev/client.js';
export const DEV_EVENTS_PATH = '/__dev/events';

/** A page with the dev client's script (same origin, so the site's CSP lets it run), before `</body>` or at the end. */
export function injectDevClient(html: string): string {
  const tag = `<script type="module" src="${DEV_CLIENT_PATH}"></script>`;
  const at = html.lastIndexOf('</body>');
  return at < 0 ? html + tag : html.slice(0, at) + tag + html.slice(at);
}

/**
 * The browser may keep content-hashed files (`/static/…` with a hash in the name never changes); everything else is
 * asked again on every load, since the dev server rewrites pages, menus and data under their addresses without a new
 * deploy id in their ETags.
 */
export function devCacheControl(path: string, upstream: string | null): string {
  return path.startsWith('/static/') && /\.[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/.test(path) && upstream ? upstream : 'no-store';
}

/** A redirect of the worker's, which names its own address, pointed back at the dev server's. */
export function relocate(location: string, upstreamOrigin: string, devOrigin: string): string {
  return location.startsWith(upstreamOrigin) ? devOrigin + location.slice(upstreamOrigin.length) : location;
}

/**
 * A file the last rebuild wrote under `/static/` (a demo's bundle, its highlighted source) that the running worker does
 * not list yet: its manifest is read when workerd starts, and a demo's rebuild does not restart it before the reload.
 * The path relative to the public folder, or null for anything that is not plainly such a file.
 */
export function staticFileOf(path: string): string | null {
  return /^\/static\/(?:[A-Za-z0-9_-]+\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*$/.test(path) && !path.includes('..') ? path.slice(1) : null;
}
