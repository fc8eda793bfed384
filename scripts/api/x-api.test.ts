import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { combineExtractors, createApiExtractor, type ApiExtractor } from './extract';
import { createGridExtractor, type GridApiExtractor, plainReferences } from './x-grid';
import type { ApiDoc } from './types';

// Facts of the installed MUI X 6.19.4 packages' type declarations.
const require = createRequire(import.meta.url);
const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`));
const member = (doc: ApiDoc, name: string) => doc.props.find((entry) => entry.name === name);
// Each extractor builds a TypeScript program over a package and its dependencies: seconds each.
const slow = { timeout: 180_000 };

describe('Date and Time Pickers', slow, () => {
  let pickers: ApiExtractor;
  beforeAll(() => {
    pickers = combineExtractors([
      createApiExtractor(packageDir('@mui/x-date-pickers')),
      createApiExtractor(packageDir('@mui/x-date-pickers-pro')),
    ]);
  }, slow.timeout);

  it('lists the components of both packages, not their styled parts', () => {
    const names = pickers.listComponents();
    expect(names).toEqual(
      expect.arrayContaining(['DatePicker', 'PickersDay', 'LocalizationProvider', 'DateRangePicker', 'DateTimePickerTabs']),
    );
    expect(names).not.toContain('PickersLayoutRoot');
    expect(names).not.toContain('AdapterDayjs');
  });

  it('lists the props a picker takes from the views it renders, with types and defaults', () => {
    const doc = pickers.extract('DatePicker');
    expect(doc.inheritsFrom).toBeUndefined();
    // Declared by DateCalendar's props, which DatePicker's include.
    expect(member(doc, 'displayWeekNumber')).toMatchObject({ type: 'boolean', required: false });
    // Written `readonly TView[]` in the shared props: shown with the view type DatePicker fixes.
    expect(member(doc, 'views')?.type).toBe('readonly DateView[]');
    expect(member(doc, 'closeOnSelect')?.default).toMatch(/^`true` for desktop/);
    expect(doc.plan).toBeUndefined();
  });

  it('reads slots through their uncapitalized keys, with the default component', () => {
    const slot = pickers.extract('DatePicker').slots.find((entry) => entry.name === 'actionBar');
    expect(slot).toEqual({
      name: 'actionBar',
      description: 'Custom component for the action bar, it is placed below the picker views.',
      defaultElement: 'PickersActionBar',
    });
  });

  it('reads CSS classes with the descriptions of their interface', () => {
    const today = pickers.extract('PickersDay').classes.find((entry) => entry.key === 'today');
    expect(today).toEqual({
      key: 'today',
      className: 'MuiPickersDay-today',
      description: 'Styles applied to the root element if `disableHighlightToday=false` and `today=true`.',
    });
  });

  it('marks the Pro package components Pro', () => {
    const doc = pickers.extract('DateRangePicker');
    expect(doc.packageName).toBe('@mui/x-date-pickers-pro');
    expect(doc.plan).toBe('pro');
    expect(doc.importPaths).toContain("import { DateRangePicker } from '@mui/x-date-pickers-pro';");
  });
});

describe('Data Grid', slow, () => {
  let grid: GridApiExtractor;
  beforeAll(() => {
    grid = createGridExtractor(packageDir);
  }, slow.timeout);

  it('marks each prop of the grids with the plan that brings it', () => {
    const premium = grid.extractComponent('DataGridPremium');
    expect(premium.plan).toBe('premium');
    expect(member(premium, 'rows')?.plan).toBeUndefined();
    expect(member(premium, 'treeData')).toMatchObject({ type: 'boolean', default: 'false', plan: 'pro' });
    expect(member(premium, 'rowGroupingModel')?.plan).toBe('premium');
    const pro = grid.extractComponent('DataGridPro');
    expect(member(pro, 'treeData')?.plan).toBe('pro');
    expect(member(pro, 'rowGroupingModel')).toBeUndefined();
    expect(grid.extractComponent('DataGrid').props.some((prop) => prop.plan)).toBe(false);
  });

  it("reads the grids' slots and CSS classes", () => {
    const doc = grid.extractComponent('DataGrid');
    expect(doc.slots.find((slot) => slot.name === 'toolbar')).toBeDefined();
    expect(doc.classes.find((entry) => entry.key === 'autoHeight')?.className).toBe('MuiDataGrid-autoHeight');
  });

  it("lists GridApi's methods with signatures, each with the plan that brings it", () => {
    const api = grid.extractInterface('GridApi');
    expect(api.membersTitle).toBe('Methods');
    expect(member(api, 'getRow')).toMatchObject({ required: true, description: expect.stringMatching(/row/) });
    expect(member(api, 'getRow')?.type).toMatch(/\(id: GridRowId\) => /);
    expect(member(api, 'getRow')?.plan).toBeUndefined();
    expect(member(api, 'setRowChildrenExpansion')?.plan).toBe('pro');
    expect(member(api, 'addRowGroupingCriteria')?.plan).toBe('premium');
  });

  it('reads the members of a type, required or optional, and the plan of the package that exports it', () => {
    const colDef = grid.extractInterface('GridColDef');
    expect(member(colDef, 'field')).toMatchObject({ type: 'string', required: true });
    expect(member(colDef, 'width')).toMatchObject({ required: false, default: '100' });
    expect(colDef.plan).toBeUndefined();
    expect(grid.extractInterface('GridExcelExportOptions').plan).toBe('premium');
  });

  it('lists the exported selectors, what they return and their plan', () => {
    const selectors = grid.extractSelectors();
    expect(member(selectors, 'gridRowsLookupSelector')).toMatchObject({ type: 'GridRowIdToModelLookup<GridValidRowModel>' });
    expect(member(selectors, 'gridRowsLookupSelector')?.plan).toBeUndefined();
    expect(member(selectors, 'gridAggregationModelSelector')).toMatchObject({ type: 'GridAggregationModel', plan: 'premium' });
    expect(selectors.props.every((entry) => /^grid\w*Selector$/.test(entry.name))).toBe(true);
  });
});

describe('plainReferences', () => {
  it("shows the grid's [[Type]] references as code", () => {
    expect(plainReferences('Object passed as parameter in the column [[GridColDef]] cell renderer.')).toBe(
      'Object passed as parameter in the column `GridColDef` cell renderer.',
    );
  });
});
