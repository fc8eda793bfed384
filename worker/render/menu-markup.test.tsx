import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SECTIONS } from '../../content/menus';
import { EnvironmentContext } from '../../client/app/environment';
import { MenuNav } from '../../client/app/MenuDrawer';
import { DEFAULT_PREFERENCES } from '../../client/app/preferences';
import type { ResolvedMenuPage } from '../menus/tree';
import type { Language } from '../paths/languages';
import { menuEntryHtmlOf, type MenuEntryHtml } from './menu-markup';
import { resolvedMenu } from './model';
import { createServerEnvironment } from './server-environment';

const material = SECTIONS.find((section) => section.id === 'material-ui')!;
const menu = resolvedMenu(material);

/** Every leaf page of the menu, with the groups above it. */
function leaves(pages: readonly ResolvedMenuPage[], parents: string[] = []): { path: string; parents: string[] }[] {
  return pages.flatMap((page) =>
    page.children
      ? leaves(page.children, page.subheader ? parents : [...parents, page.pathname])
      : page.linkProps?.href
        ? []
        : [{ path: page.pathname, parents }],
  );
}

function renderNav(activePath: string | null, expanded: readonly string[], language: Language, entryHtml: MenuEntryHtml) {
  const environment = createServerEnvironment(DEFAULT_PREFERENCES, false, {}, entryHtml);
  return renderToString(
    <EnvironmentContext.Provider value={environment}>
      <MenuNav menu={menu} activePath={activePath} expanded={expanded} language={language} />
    </EnvironmentContext.Provider>,
  );
}

const renderedInPlace: MenuEntryHtml = () => undefined;

describe('menu entries rendered once per isolate', () => {
  const pages = leaves(menu);
  // A first page, a deep one and the last, so each top-level group is both around and under the current page.
  const samples = [pages[0], pages[Math.floor(pages.length / 2)], pages[pages.length - 1]];

  it('make the same menu HTML, to the byte, as rendering every entry in place', () => {
    for (const language of ['en', 'zh'] as const) {
      const once = menuEntryHtmlOf(menu, language);
      expect(renderNav(null, [], language, once)).toBe(renderNav(null, [], language, renderedInPlace));
      for (const { path, parents } of samples) {
        expect(renderNav(path, parents, language, once)).toBe(renderNav(path, parents, language, renderedInPlace));
      }
    }
  });

  it('are used for the branches without the current page, and never for the current page’s own branch', () => {
    const { path, parents } = samples[1];
    const asked: ResolvedMenuPage[] = [];
    const once = menuEntryHtmlOf(menu, 'en');
    const html = renderNav(path, parents, 'en', (page, depth) => {
      asked.push(page);
      return once(page, depth);
    });
    const current = menu.find((page) => parents.includes(page.pathname) || page.pathname === path);
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.some((page) => page.pathname === path || parents.includes(page.pathname))).toBe(false);
    expect(current).toBeDefined();
    expect(html).toContain(`href="${path}" aria-current="page"`);
    // Most of the menu came from the kept HTML: every top-level entry but the current page's branch.
    expect(asked.filter((page) => menu.includes(page))).toHaveLength(menu.length - 1);
  });

  it('are kept per language: links carry the language prefix', () => {
    const { path } = samples[0];
    const top = menu.find((page) => leaves([page]).every((leaf) => leaf.path !== path))!;
    expect(menuEntryHtmlOf(menu, 'zh')(top, 0)).toMatch(/href="\/zh\//);
    expect(menuEntryHtmlOf(menu, 'en')(top, 0)).not.toMatch(/href="\/zh\//);
    expect(menuEntryHtmlOf(menu, 'en')).toBe(menuEntryHtmlOf(menu, 'en'));
  });
});
