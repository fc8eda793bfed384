import { canonicalizePath, safeDecodePath } from './canonical';
import { type Language, splitLanguagePrefix, withLanguagePrefix } from './languages';

/** What the worker should do with a request path, decided without any I/O. */
export type Route =
  | { kind: 'redirect'; status: 301; location: string }
  | { kind: 'bad-request'; reason: string }
  | { kind: 'page'; path: string; language: Language }
  | { kind: 'not-found'; path: string; language: Language };

export interface ResolveOptions {
  /** Whether a page is published at this canonical, unprefixed path. */
  hasPage(path: string): boolean;
  /** The page a menu group's own address leads to (`/x/migration` → its first page), if any. */
  groupTarget?(path: string): string | undefined;
}

/** Longest path the site answers; longer ones are refused before any work. */
export const MAX_PATH_LENGTH = 2048;

const API_PREFIX = /^\/api(?=\/|$)/;
const LEGACY_API_PAGE = /^\/api-docs\/([a-z0-9-]+)$/;

/**
 * Applies the path rules of spec section 2 to a URL's `pathname` and `search`
 * (as the WHATWG URL parser gives them): malformed escapes, canonical form,
 * the `/en` prefix, menu group addresses, the `/api` rewrite and the legacy
 * `/api-docs` addresses.
 * Redirect locations are same-origin paths that always start with a single `/`.
 */
export function resolvePath(pathname: string, search: string, options: ResolveOptions): Route {
  if (pathname.length > MAX_PATH_LENGTH) return { kind: 'bad-request', reason: 'The address is too long.' };
  if (safeDecodePath(pathname) === null) {
    return { kind: 'bad-request', reason: 'The address contains a malformed percent-encoding.' };
  }
  const canonical = canonicalizePath(pathname);
  const { language, prefixed, rest } = splitLanguagePrefix(canonical);
  // One hop, whatever else the address needed (a trailing slash, the /en prefix).
  const group = options.groupTarget?.(rest);
  if (group) return redirect(withLanguagePrefix(group, language), search);
  if (language === 'en' && prefixed) return redirect(rest, search);
  if (canonical !== pathname) return redirect(canonical, search);

  // `/api/...` is an internal alias of `/api-docs/...` (spec section 2).
  const internal = rest.replace(API_PREFIX, '/api-docs');
  const legacy = LEGACY_API_PAGE.exec(internal);
  if (legacy) {
    const target = `/material-ui/api/${legacy[1]}`;
    return options.hasPage(target)
      ? redirect(withLanguagePrefix(target, language), search)
      : { kind: 'not-found', path: internal, language };
  }
  return options.hasPage(internal) ? { kind: 'page', path: internal, language } : { kind: 'not-found', path: internal, language };
}

function redirect(path: string, search: string): Route {
  return { kind: 'redirect', status: 301, location: `${canonicalizePath(path)}${search}` };
}

/**
 * Builds an absolute `Location` on the request's own origin. Throws if a path
 * would ever leave it, so a bug here can only fail closed.
 */
export function sameOriginLocation(location: string, origin: string): string {
  const url = new URL(location, origin);
  if (url.origin !== new URL(origin).origin) throw new Error('Refusing an off-site redirect');
  return url.href;
}
