// A saved Markdown page merged into the data the last build wrote for it, when nothing but its text moved.
import type { PageData } from '../../client/app/page-data';
import type { CompiledPage } from '../content/pages-fs';
import { splitAtDemos } from '../build/pages';
import { JOY_THEME_STYLESHEET } from '../../client/app/demo/frame';

/** The table of contents entries the build adds after a page's own headings for its API reference (`apiToc`). */
const API_TOC_IDS = new Set(['import', 'props', 'classes', 'slots', 'css-variables']);

/** Why a saved page needs more than its text replaced, or null when the text is all that changed. */
export function structuralChange(previous: PageData, page: CompiledPage): string | null {
  const names = (previous.demos ?? []).map((demo) => demo.name);
  if (names.join('\n') !== page.demos.join('\n')) return 'its demos changed';
  if (Boolean(previous.api) !== Boolean(page.api) || (page.api && previous.api?.name !== page.api)) return 'its API reference changed';
  const tabs = previous.tabs;
  if (Boolean(tabs?.componentsApi) !== page.components.length > 0 || Boolean(tabs?.hooksApi) !== page.hooks.length > 0)
    return 'its API tabs changed';
  // The build links a Joy UI page's theme stylesheet besides the fonts its frontmatter names.
  const fonts = (previous.stylesheets ?? []).filter((href) => href !== JOY_THEME_STYLESHEET);
  if (page.fonts.length !== fonts.length) return 'its fonts changed';
  return null;
}

/**
 * The page's data with the saved Markdown's title, description, text and headings, and everything the build
 * computed from other sources kept as it was (demos and their HTML, API reference, tabs, blog data, versions).
 * Call only when `structuralChange` is null.
 */
export function withSavedText(previous: PageData, page: CompiledPage): PageData {
  const { title, description, html, toc } = page.data;
  const apiEntries = previous.api ? previous.toc.filter((entry) => API_TOC_IDS.has(entry.id)) : [];
  const next: PageData = { ...previous, title, description, toc: [...toc, ...apiEntries] };
  if (page.demos.length) {
    next.parts = splitAtDemos(html, page.demos);
    next.html = '';
  } else {
    next.html = html;
    delete next.parts;
  }
  return next;
}
