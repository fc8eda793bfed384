import { type Language, withLanguagePrefix } from '../paths/languages';
import { type Preferences, preferencesKey } from '../../client/app/preferences';
import { weakEtag } from './etag';

/** What a rendered page depends on: the deploy, the page, its language and the reader's preferences. */
export interface PageIdentity {
  /** The deploy's build id (`site.json` `build`). */
  build: string;
  language: Language;
  /** A published page's canonical path, without the language prefix. */
  path: string;
  preferences: Preferences;
}

/** Every key one page variant is known by. */
export interface PageKeys {
  /** Key of the per-isolate LRU. */
  memory: string;
  /** ETag of the HTML page. */
  htmlEtag: string;
  /** ETag of the page data (`/_data/…`); never equal to an HTML ETag. */
  dataEtag: string;
  /** Path of the Cache API key, on the request's origin (see `htmlCacheUrl`). */
  cachePath: string;
  /** Address of the styles the page's inert previews are sent without, less its `.json` or `.css`. */
  demoStyles: string;
}

/** Where rendered HTML sits in the Cache API; the router answers this prefix with 404, so it is never served. */
export const HTML_CACHE_PREFIX = '/__html-cache/';

/** Where a page's deferred demo styles are answered: `<prefix><build>/<variant><page address>.json` or `.css`. */
export const DEMO_STYLES_PREFIX = '/_demo-styles/';

/** The keys of one page variant. Hashes keep cookie-derived values out of keys and headers, and keep them short. */
export async function pageKeys({ build, language, path, preferences }: PageIdentity): Promise<PageKeys> {
  const variantKey = preferencesKey(preferences);
  // 64 bits of SHA-256: finding preferences that land on another reader's
  // variant (to plant a page under its key) would take about 2^64 tries.
  const [variant, page] = await Promise.all([hexDigest(variantKey), hexDigest(`${language}\n${path}`)]);
  // encodeURIComponent keeps the build free of `"`, `/` and `:`; so `data:`
  // cannot start an HTML tag and the build stays one URL segment.
  const buildToken = encodeURIComponent(build);
  return {
    memory: `${build}\n${language}\n${path}\n${variantKey}`,
    htmlEtag: weakEtag(`${buildToken}-${variant}-${page}`),
    dataEtag: weakEtag(`data:${buildToken}-${variant}-${page}`),
    cachePath: `${HTML_CACHE_PREFIX}${buildToken}/${language}/${variant}${path}`,
    // The deploy and the variant in the address: it names one set of styles, so any cache may keep it.
    demoStyles: `${DEMO_STYLES_PREFIX}${buildToken}/${variant}${withLanguagePrefix(path, language)}`,
  };
}

/** The Cache API key of a page's HTML: a GET URL on the request's own origin. */
export function htmlCacheUrl(origin: string, keys: Pick<PageKeys, 'cachePath'>): string {
  return new URL(keys.cachePath, origin).href;
}

async function hexDigest(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest, 0, 8), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
