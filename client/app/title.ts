import type { PageModel } from './page-data';

/** The document title: the page, then the section it belongs to. */
export function documentTitle(model: Pick<PageModel, 'page' | 'section'>): string {
  const { page, section } = model;
  if (page.path === section.landing || section.landing === '/') return `${page.title} - MUI`;
  return `${page.title} - ${section.title}`;
}
