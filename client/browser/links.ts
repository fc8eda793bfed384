import { safeDecodePath } from '../../worker/paths/canonical';

/**
 * Whether a click on a link can be handled in place: a plain left click on a
 * same-origin page link (not an asset, not a new tab, not a hash on this page).
 */
export function isInPlaceNavigation(
  link: { href: string; target: string; hasDownload: boolean },
  click: { button: number; modified: boolean; defaultPrevented: boolean },
  current: { origin: string; pathname: string; search: string },
): boolean {
  if (click.button !== 0 || click.modified || click.defaultPrevented) return false;
  if ((link.target && link.target !== '_self') || link.hasDownload) return false;
  let url: URL;
  try {
    url = new URL(link.href, current.origin);
  } catch {
    return false;
  }
  if (url.origin !== current.origin) return false;
  if (url.pathname.startsWith('/static/') || url.pathname.startsWith('/_data/') || /\.[a-z0-9]+$/i.test(url.pathname)) return false;
  // The search results page is rendered by the worker for its query: it has no page data to swap in.
  if (/^(\/(zh|pt))?\/search$/.test(url.pathname)) return false;
  const samePage = url.pathname === current.pathname && url.search === current.search;
  return !(samePage && url.hash);
}

/** The worker's data address for a page address. */
export function dataUrl(pathname: string): string {
  return `/_data${pathname}`;
}

/**
 * The element id a URL hash names, or null. A hash is the reader's (or a link
 * author's) input: a malformed escape gives null rather than an exception.
 */
export function anchorIdOf(hash: string): string | null {
  return hash.length < 2 ? null : safeDecodePath(hash.slice(1));
}
