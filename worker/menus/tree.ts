import type { MenuPage, MenuTree } from '../../content/menus/types';
import { derivePageTitle } from './titles';

/** A menu entry whose title is always known (what the drawer renders). */
export interface ResolvedMenuPage extends Omit<MenuPage, 'children' | 'title'> {
  title: string;
  children?: readonly ResolvedMenuPage[];
}

const TAB_SEGMENTS = /\/(\[docsTab\]|components-api|hooks-api)(?=\/|$)/g;

/** Removes the docs tab segments that never distinguish one page from another. */
export function normalizeMenuPath(path: string): string {
  return path.replace(TAB_SEGMENTS, '') || '/';
}

/** Whether a path is an API tab of a component page (exempt from the duplicate check). */
export function isApiTabPath(path: string): boolean {
  return /\/(components-api|hooks-api)(\/|$)/.test(path);
}

/** Whether an entry points off-site rather than to a page of this site. */
export function isExternal(page: MenuPage): boolean {
  return Boolean(page.linkProps?.href);
}

/** Fills in every missing title (see derivePageTitle). */
export function resolveTitles(tree: MenuTree): ResolvedMenuPage[] {
  return tree.map((page) => ({
    ...page,
    title: page.title ?? derivePageTitle(page.pathname),
    children: page.children && resolveTitles(page.children),
  }));
}

export interface ActivePage<T extends MenuPage = MenuPage> {
  page: T;
  /** Ancestors from the top level down, for expanding the drawer. */
  parents: T[];
}

/** Finds the entry for a path, ignoring docs tab segments on both sides. */
export function findActivePage<T extends MenuPage>(tree: readonly T[], path: string): ActivePage<T> | null {
  const target = normalizeMenuPath(path);
  const visit = (pages: readonly T[], parents: T[]): ActivePage<T> | null => {
    for (const page of pages) {
      if (page.children) {
        const found = visit(page.children as readonly T[], [...parents, page]);
        if (found) return found;
      } else if (normalizeMenuPath(page.pathname) === target) {
        return { page, parents };
      }
    }
    return null;
  };
  return visit(tree, []);
}

/**
 * The tree as readers see it: entries whose page is not published yet are left
 * out (and groups left empty by that), so the drawer and prev/next never lead
 * to a 404. External links stay.
 */
export function publishedMenu<T extends MenuPage>(tree: readonly T[], isPublished: (path: string) => boolean): T[] {
  return tree.flatMap((page) => {
    if (page.children) {
      const children = publishedMenu(page.children as readonly T[], isPublished);
      return children.length ? [{ ...page, children }] : [];
    }
    return isExternal(page) || isPublished(normalizeMenuPath(page.pathname)) ? [page] : [];
  });
}

/** Leaf pages in depth-first order, skipping external links: the reading order. */
export function leafPages<T extends MenuPage>(tree: readonly T[]): T[] {
  return tree.flatMap((page) => {
    if (page.children) return leafPages(page.children as readonly T[]);
    return isExternal(page) ? [] : [page];
  });
}

/** The pages before and after a path in reading order. */
export function findPrevNext<T extends MenuPage>(tree: readonly T[], path: string): { prev?: T; next?: T } {
  const leaves = leafPages(tree);
  const target = normalizeMenuPath(path);
  const index = leaves.findIndex((page) => normalizeMenuPath(page.pathname) === target);
  if (index === -1) return {};
  return { prev: leaves[index - 1], next: leaves[index + 1] };
}

/**
 * Checks that no normalized path appears twice across the given trees
 * (spec section 5). API tab paths are exempt. Throws naming the duplicate.
 */
export function validateMenus(trees: readonly MenuTree[]): void {
  const seen = new Set<string>();
  const visit = (pages: MenuTree) => {
    for (const page of pages) {
      if (!page.pathname.startsWith('/')) throw new Error(`Menu path must start with "/": ${page.pathname}`);
      if (!isApiTabPath(page.pathname) && !isExternal(page)) {
        const key = normalizeMenuPath(page.pathname);
        if (seen.has(key)) throw new Error(`Duplicate menu path: ${page.pathname}`);
        seen.add(key);
      }
      if (page.children) visit(page.children);
    }
  };
  trees.forEach(visit);
}
