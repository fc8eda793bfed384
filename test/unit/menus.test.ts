import { describe, expect, it } from 'vitest';
import { ALL_MENUS, SECTIONS } from '../../content/menus';
import type { MenuPage, MenuTree } from '../../content/menus/types';
import { findActivePage, leafPages, validateMenus } from '../../worker/menus/tree';

const all = (tree: MenuTree): MenuPage[] => tree.flatMap((page) => [page, ...all(page.children ?? [])]);
const section = (id: string) => SECTIONS.find((s) => s.id === id)!;

describe('the site menus', () => {
  it('have no duplicate path across all trees', () => {
    expect(() => validateMenus(ALL_MENUS)).not.toThrow();
  });

  it('use canonical paths: one leading slash, no trailing slash, lowercase', () => {
    for (const page of ALL_MENUS.flatMap(all)) {
      expect(page.pathname).toMatch(/^\/[a-z0-9\-/[\]]*$/);
      expect(page.pathname === '/' || !page.pathname.endsWith('/')).toBe(true);
      if (page.children) expect(page.children.length).toBeGreaterThan(0);
    }
  });

  it('list Material UI components under every category of the spec', () => {
    const subheaders = all(section('material-ui').menu)
      .filter((p) => p.subheader)
      .map((p) => p.subheader);
    expect(subheaders).toEqual(
      expect.arrayContaining(['inputs', 'data display', 'feedback', 'surfaces', 'navigation', 'layout', 'utils', 'lab']),
    );
    const paths = leafPages(section('material-ui').menu).map((p) => p.pathname);
    expect(paths).toEqual(
      expect.arrayContaining(['/material-ui/react-button', '/material-ui/react-autocomplete', '/material-ui/api/button']),
    );
  });

  it('mark the data grid plans and planned features', () => {
    const grid = all(section('x-data-grid').menu);
    expect(grid.some((p) => p.plan === 'pro')).toBe(true);
    expect(grid.some((p) => p.plan === 'premium')).toBe(true);
    const pivoting = grid.find((p) => /pivoting/.test(p.pathname) && !p.children);
    expect(pivoting?.planned).toBe(true);
    for (const group of ['columns', 'rows', 'editing', 'clipboard', 'performance', 'group', 'api']) {
      expect(grid.some((p) => p.pathname.includes(group))).toBe(true);
    }
  });

  it('find the active page of an API tab with its parents', () => {
    const active = findActivePage(section('base-ui').menu, '/base-ui/react-button/components-api');
    expect(active?.page.pathname).toBe('/base-ui/react-button');
    expect(active?.parents.length).toBeGreaterThan(0);
  });

  it('link the external template store from the top level', () => {
    const store = all(section('docs').menu).find((p) => p.linkProps?.href);
    expect(store?.linkProps?.href).toMatch(/^https:\/\//);
  });
});
