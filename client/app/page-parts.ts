import type { DemoData, PageModel } from './page-data';

/** One block of a page's body: compiled HTML, or a demo with its place among the page's demos. */
export type BodyPart = { html: string; part: number } | { demo: DemoData; position: number };

/**
 * A page's body in order, each demo resolved and numbered from 0 in the order the page shows them. The
 * number decides how a demo is sent (live or as an inert preview, deferred-preview.ts), so the page's body
 * (PageBody.tsx) and the worker's answer for the inert previews' styles (deferred-styles.ts) both walk the
 * page through this one function and cannot disagree. A part naming a demo the page lacks is left out.
 */
export function bodyParts(page: Pick<PageModel['page'], 'parts' | 'demos'>): BodyPart[] {
  if (!page.parts) return [];
  const demos = new Map((page.demos ?? []).map((demo) => [demo.name, demo]));
  const parts: BodyPart[] = [];
  let position = 0;
  page.parts.forEach((part, index) => {
    if ('html' in part) {
      parts.push({ html: part.html, part: index });
      return;
    }
    const demo = demos.get(part.demo);
    if (demo) parts.push({ demo, position: position++ });
  });
  return parts;
}
