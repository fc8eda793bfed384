import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { systemMenu } from '../../content/menus/system';
import { leafPages } from '../../worker/menus/tree';
import { apiMenuMismatches } from '../content/menu-coverage';
import { systemApiPath } from '../content/demos-fs';
import { extractComponentApi, listComponents } from './extract';
import type { ApiDoc } from './types';

// @mui/system 5.15.9 exports its components as folder defaults, the grid as `Unstable_Grid`: facts of that package.
const system = fileURLToPath(new URL('../../node_modules/@mui/system', import.meta.url));
const api = (name: string): ApiDoc => extractComponentApi(system, name);
const prop = (doc: ApiDoc, name: string) => doc.props.find((entry) => entry.name === name);

describe('MUI System components (@mui/system)', () => {
  it('lists the six components, not createTheme, cssVars or the style functions', () => {
    expect(listComponents(system)).toEqual(['Box', 'Container', 'GlobalStyles', 'Stack', 'ThemeProvider', 'Unstable_Grid']);
  });

  it('places them at the paths the System menu lists, the grid as /system/api/grid', () => {
    const menu = leafPages(systemMenu)
      .map((page) => page.pathname)
      .filter((path) => path.startsWith('/system/api/'));
    expect(systemApiPath('Unstable_Grid')).toBe('/system/api/grid');
    expect(systemApiPath('GlobalStyles')).toBe('/system/api/global-styles');
    expect(apiMenuMismatches(menu, listComponents(system).map(systemApiPath), ['/system/api/'])).toEqual({
      withoutPage: [],
      notInMenu: [],
    });
  });

  it('documents Stack and the grid from their declarations: types, defaults, descriptions and system props', () => {
    const stack = api('Stack');
    expect(stack.importPaths).toEqual(["import Stack from '@mui/system/Stack';", "import { Stack } from '@mui/system';"]);
    expect(prop(stack, 'direction')).toMatchObject({
      type: "ResponsiveStyleValue<'row' | 'row-reverse' | 'column' | 'column-reverse'>",
      default: "'column'",
    });
    expect(prop(stack, 'spacing')?.default).toBe('0');
    expect(prop(stack, 'useFlexGap')?.default).toBe('false');
    expect(stack.systemProps).toBe(true);
    const grid = api('Unstable_Grid');
    expect(grid.importPaths).toEqual([
      "import Grid from '@mui/system/Unstable_Grid';",
      "import { Unstable_Grid as Grid } from '@mui/system';",
    ]);
    expect(prop(grid, 'columns')).toMatchObject({ type: 'ResponsiveStyleValue<number>', default: '12' });
    expect(prop(grid, 'xsOffset')?.type).toBe('GridSize');
    expect(prop(grid, 'disableEqualOverflow')?.description).toMatch(/negative margin/);
    expect(grid.classes.map((entry) => entry.className)).toContain('MuiGrid-container');
    // The system props are not listed one by one (the page says they are accepted).
    expect(prop(grid, 'bgcolor')).toBeUndefined();
    expect(grid.systemProps).toBe(true);
  });

  it('documents Container, Box, ThemeProvider and GlobalStyles', () => {
    const container = api('Container');
    expect(prop(container, 'maxWidth')).toMatchObject({ type: 'Breakpoint | false', default: "'lg'" });
    expect(prop(container, 'disableGutters')?.default).toBe('false');
    expect(container.classes.map((entry) => entry.className)).toContain('MuiContainer-maxWidthLg');
    expect(container.systemProps).toBeUndefined();
    expect(api('Box').props.map((entry) => entry.name)).toEqual(['children', 'component', 'sx']);
    const provider = api('ThemeProvider');
    expect(provider.description).toMatch(/^This component makes the `theme` available down the React tree/);
    expect(provider.description).not.toMatch(/API:/);
    expect(prop(provider, 'theme')).toMatchObject({ required: true, type: 'Partial<Theme> | ((outerTheme: Theme) => Theme)' });
    const globalStyles = api('GlobalStyles');
    expect(globalStyles.props.map((entry) => [entry.name, entry.required])).toEqual([
      ['defaultTheme', false],
      ['styles', true],
      ['themeId', false],
    ]);
  });

  it('gives every prop a description: the package JSDoc, or this site where the package has none', () => {
    for (const name of listComponents(system)) {
      for (const entry of api(name).props) expect(entry.description, `${name}.${entry.name}`).not.toBe('');
    }
  });
});
