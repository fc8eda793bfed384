import type { PageData } from '../../client/app/page-data';

export interface LinkReport {
  /** Links that point nowhere on the site, or to a missing anchor: the build fails on these. */
  broken: string[];
  /** Links to menu entries whose pages are written by later work. */
  pending: string[];
}

/**
 * Checks every internal link of every page: the target must be a page (or a
 * menu entry still to be written) and a `#anchor` must be a heading id there.
 */
export function checkLinks(
  pages: readonly { data: PageData; links: readonly string[]; file: string }[],
  menuPaths: ReadonlySet<string>,
): LinkReport {
  const byPath = new Map(pages.map((page) => [page.data.path, page.data]));
  const report: LinkReport = { broken: [], pending: [] };
  for (const page of pages) {
    for (const href of page.links) {
      if (/^[a-z]+:/i.test(href) || href.startsWith('//')) continue; // external
      const [pathPart, anchor] = href.split('#');
      const path = pathPart === '' ? page.data.path : pathPart;
      const target = byPath.get(path);
      if (!target) {
        (menuPaths.has(path) ? report.pending : report.broken).push(`${page.file}: ${href}`);
        continue;
      }
      if (anchor && !target.toc.some((entry) => entry.id === anchor) && !target.html.includes(`id="${anchor}"`)) {
        report.broken.push(`${page.file}: ${href} (no such anchor)`);
      }
    }
  }
  return report;
}
