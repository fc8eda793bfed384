import { describe, expect, it } from 'vitest';
import { ALL_MENUS } from '../../content/menus';
import { leafPages } from '../../worker/menus/tree';
import { apiMenuMismatches, COMPLETE_PRODUCTS, entriesWithoutPage } from './menu-coverage';

describe('entriesWithoutPage', () => {
  const menu = ['/material-ui/react-button', '/material-ui/react-chip', '/joy-ui/react-button', '/joy-ui/react-chip'];
  const published = new Set(['/material-ui/react-button', '/joy-ui/react-button']);
  it('lists the entries without a page of complete products only', () => {
    expect(entriesWithoutPage(menu, (path) => published.has(path), ['material-ui'])).toEqual(['/material-ui/react-chip']);
    expect(entriesWithoutPage(menu, (path) => published.has(path), ['material-ui', 'joy-ui'])).toEqual([
      '/material-ui/react-chip',
      '/joy-ui/react-chip',
    ]);
  });
  it('requires Material UI, Joy UI, Base UI and MUI System to be complete', () => {
    expect(COMPLETE_PRODUCTS).toEqual(expect.arrayContaining(['material-ui', 'joy-ui', 'base-ui', 'system']));
  });
});

describe('apiMenuMismatches', () => {
  it('finds menu API entries without a generated page and generated pages missing from the menu', () => {
    const result = apiMenuMismatches(
      ['/joy-ui/api/button', '/joy-ui/api/buton', '/joy-ui/react-button'],
      ['/joy-ui/api/button', '/joy-ui/api/chip', '/material-ui/api/chip'],
    );
    expect(result).toEqual({ withoutPage: ['/joy-ui/api/buton'], notInMenu: ['/joy-ui/api/chip'] });
  });
  it('Joy UI menu lists one API page per component, with no duplicate', () => {
    const paths = ALL_MENUS.flatMap((tree) => leafPages(tree).map((page) => page.pathname)).filter((path) =>
      path.startsWith('/joy-ui/api/'),
    );
    expect(paths.length).toBeGreaterThan(80);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
