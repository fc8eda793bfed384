import { describe, expect, it } from 'vitest';
import { ALL_MENUS } from '../../content/menus';
import { leafPages } from '../../worker/menus/tree';
import { apiMenuMismatches, apiPlanMismatches, COMPLETE_PRODUCTS, entriesWithoutPage } from './menu-coverage';

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
    expect(COMPLETE_PRODUCTS).toEqual(expect.arrayContaining(['material-ui', 'joy-ui', 'base-ui', 'system', 'x']));
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

describe('apiPlanMismatches', () => {
  const menu = [{ pathname: '/x/api/date-pickers/date-range-picker', plan: 'pro' }, { pathname: '/x/api/date-pickers/date-picker' }];

  it('accepts pages whose menu badge is their package plan', () => {
    const pages = [{ path: '/x/api/date-pickers/date-range-picker', plan: 'pro' }, { path: '/x/api/date-pickers/date-picker' }];
    expect(apiPlanMismatches(menu, pages)).toEqual([]);
  });

  it('names a page the menu badges differently from its package', () => {
    const pages = [{ path: '/x/api/date-pickers/date-range-picker' }, { path: '/x/api/date-pickers/date-picker', plan: 'premium' }];
    expect(apiPlanMismatches(menu, pages)).toEqual([
      '/x/api/date-pickers/date-picker: menu says community, the package premium',
      '/x/api/date-pickers/date-range-picker: menu says pro, the package community',
    ]);
  });
});

describe('the MUI X API groups', () => {
  it('are generated groups the menus must match', () => {
    expect(apiMenuMismatches(['/x/api/data-grid/grid-api'], [])).toEqual({ withoutPage: ['/x/api/data-grid/grid-api'], notInMenu: [] });
    expect(apiMenuMismatches([], ['/x/api/date-pickers/date-picker'])).toEqual({
      withoutPage: [],
      notInMenu: ['/x/api/date-pickers/date-picker'],
    });
  });
});
