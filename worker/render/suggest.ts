import type { PageLink } from '../../client/app/page-data';

/**
 * Pages worth offering on a 404: those sharing the missing path's last segment
 * or most of its segments, best first. Linear in the number of pages.
 */
export function suggestPages(path: string, pages: readonly PageLink[], limit = 5): PageLink[] {
  const wanted = path.toLowerCase().split('/').filter(Boolean);
  const last = wanted.at(-1)?.replace(/^react-/, '');
  if (!last) return [];
  const scored = pages
    .map((page) => {
      const segments = page.pathname.split('/').filter(Boolean);
      const pageLast = segments.at(-1)?.replace(/^react-/, '');
      const shared = segments.filter((s) => wanted.includes(s)).length;
      const score = (pageLast === last ? 10 : pageLast && (pageLast.includes(last) || last.includes(pageLast)) ? 4 : 0) + shared;
      return { page, score };
    })
    .filter((entry) => entry.score >= 4);
  scored.sort((a, b) => b.score - a.score || a.page.pathname.length - b.page.pathname.length);
  return scored.slice(0, limit).map((entry) => entry.page);
}
