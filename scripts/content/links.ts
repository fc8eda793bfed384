import type { PageData } from '../../client/app/page-data';

export interface LinkReport {
  /** Links that point nowhere on the site, or to a missing anchor: the build fails on these. */
  broken: string[];
}

/**
 * Checks every internal link of every Markdown page: the target must be one of
 * those pages or another published page (`isPublished`, for generated ones
 * such as API pages), and a `#anchor` on a Markdown page must be a heading id
 * or an id in its HTML. Anchors on generated pages are left to the crawl test.
 */
export function checkLinks(
  pages: readonly { data: PageData; links: readonly string[]; file: string }[],
  isPublished: (path: string) => boolean,
): LinkReport {
  const byPath = new Map(pages.map((page) => [page.data.path, page.data]));
  const report: LinkReport = { broken: [] };
  for (const page of pages) {
    for (const href of page.links) {
      if (/^[a-z]+:/i.test(href) || href.startsWith('//')) continue; // external
      const [pathPart, anchor] = href.split('#');
      const path = pathPart === '' ? page.data.path : pathPart;
      const target = byPath.get(path);
      if (!target) {
        if (!isPublished(path)) report.broken.push(`${page.file}: ${href}`);
        continue;
      }
      if (anchor && !target.toc.some((entry) => entry.id === anchor) && !target.html.includes(`id="${anchor}"`)) {
        report.broken.push(`${page.file}: ${href} (no such anchor)`);
      }
    }
  }
  return report;
}
