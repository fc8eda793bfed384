const CONTENT_TYPES: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json; charset=utf-8',
  // Highlighted demo sources, fetched by the page (readable on their own too).
  html: 'text/html; charset=utf-8',
  map: 'application/json; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
  ico: 'image/x-icon',
  webp: 'image/webp',
  woff2: 'font/woff2',
  woff: 'font/woff',
  txt: 'text/plain; charset=utf-8',
  // Each page as Markdown (`/material-ui/react-button.md`), for readers and tools.
  md: 'text/markdown; charset=utf-8',
  xml: 'application/xml; charset=utf-8',
  webmanifest: 'application/manifest+json',
};

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const SHORT = 'public, max-age=3600, must-revalidate';
export const NO_CACHE = 'no-cache';

/** Names the build gives content-hashed files: `app.3f9a1c2b.js`. */
const HASHED_NAME = /\.[A-Za-z0-9]{8,}\.[a-z0-9]+$/;

/** Keys of the content store that are never served as files. */
export const PRIVATE_PREFIX = '_pages/';

/** The search index's key in the store (scripts/build/search-index-fs.ts), private like the pages' JSON. */
export const SEARCH_INDEX_KEY = `${PRIVATE_PREFIX}_search/index.json`;

/** Content type and caching of a public asset, by its key. */
export function assetHeaders(key: string): { contentType: string; cacheControl: string } {
  const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  const contentType = CONTENT_TYPES[extension] ?? 'application/octet-stream';
  // The service worker must be revalidated on every load, or a reader could be
  // stuck with an old one (and its old pages) after a deploy.
  if (key === 'sw.js') return { contentType, cacheControl: NO_CACHE };
  return { contentType, cacheControl: HASHED_NAME.test(key) ? IMMUTABLE : SHORT };
}

/**
 * The store key a request path asks for, or null when the path cannot name a
 * public asset. Only exact manifest keys are ever looked up by the caller.
 */
export function assetKeyForPath(pathname: string): string | null {
  const key = pathname.slice(1);
  if (!key || key.startsWith(PRIVATE_PREFIX) || key.includes('..') || key.includes('%') || key.includes('//')) return null;
  return key;
}

/**
 * The validator of a stored file: its uploaded key (wrangler adds a content
 * hash in a deploy) and the build. The build is part of it because a store
 * without content hashes (`wrangler dev`, Miniflare) keeps one key across
 * rebuilds: with the key alone, a new `/sw.js` would be answered 304 and the
 * browser would never see the update.
 */
export function storedFileEtag(build: string, storedKey: string): string {
  return `"${encodeURIComponent(build)}-${encodeURIComponent(storedKey)}"`;
}

/** Whether a request path is in the asset namespace, where a miss is a plain 404. */
export function isAssetNamespace(pathname: string): boolean {
  return pathname.startsWith('/static/');
}
