import type { MenuTree } from '../../content/menus/types';
import { findSection } from '../../worker/menus/sections';
import { leafPages } from '../../worker/menus/tree';
import { markdownPathOf } from './page-markdown';

export interface LlmsSection {
  title: string;
  summary: string;
  menu: MenuTree;
  /** Path prefixes of the section: a page is listed under the section whose longest prefix matches it. */
  prefixes: readonly string[];
}

export interface LlmsPage {
  title: string;
  description: string;
}

/**
 * `/llms.txt` after the llms.txt convention (llmstxt.org): the site's name, a
 * one-line summary, then a section per library listing its pages' Markdown
 * with their descriptions. API pages are left to `/llms-full.txt`: they are
 * hundreds, and each component page links its own.
 */
export function renderLlmsTxt(origin: string, sections: readonly LlmsSection[], pages: ReadonlyMap<string, LlmsPage>): string {
  const lines = [
    '# MUI documentation',
    '',
    '> Documentation of the MUI React component libraries: Material UI, Joy UI, Base UI and MUI System, and the MUI X Data Grid and Date and Time Pickers.',
    '',
    `Every page is also served as Markdown at its address plus \`.md\`, demos included as TypeScript source. The whole site as one file: ${origin}/llms-full.txt`,
  ];
  const listed = new Set<string>();
  for (const section of sections) {
    // Two sections may share one menu (the Data Grid and the pickers share MUI X's): each lists its own pages.
    const entries = keyPages(section.menu).filter(
      (path) => pages.has(path) && !listed.has(path) && findSection(sections, path) === section,
    );
    if (!entries.length) continue;
    lines.push('', `## ${section.title}`, '', section.summary, '');
    for (const path of entries) {
      listed.add(path);
      const page = pages.get(path)!;
      lines.push(`- [${page.title}](${origin}${markdownPathOf(path)}): ${page.description.replace(/\s+/g, ' ').trim()}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

/** The menu's pages in menu order, without external links and generated API pages. */
function keyPages(menu: MenuTree): string[] {
  return leafPages(menu)
    .map((page) => page.pathname)
    .filter((path) => !/\/api\//.test(path));
}
