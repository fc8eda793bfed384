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
      const score = lastSegmentScore(last, pageLast) + shared;
      return { page, score };
    })
    .filter((entry) => entry.score >= 4);
  scored.sort((a, b) => b.score - a.score || a.page.pathname.length - b.page.pathname.length);
  return scored.slice(0, limit).map((entry) => entry.page);
}

/** Same last segment scores highest, then a likely typo (two edits or fewer), then a containment. */
function lastSegmentScore(wanted: string, candidate: string | undefined): number {
  if (!candidate) return 0;
  if (candidate === wanted) return 10;
  if (Math.abs(candidate.length - wanted.length) <= 2 && editDistance(candidate, wanted) <= 2) return 8;
  return candidate.includes(wanted) || wanted.includes(candidate) ? 4 : 0;
}

/** Levenshtein distance; inputs are single path segments, so the quadratic cost is tiny. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length];
}
