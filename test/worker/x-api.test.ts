// MUI X's generated API reference through the worker: the pages the menu lists exist and no others,
// and a reader sees props with their types and defaults, the plan badges and GridApi's methods.
import { describe, expect, it } from 'vitest';
import site from '../../dist/generated/site.json';
import { xMenu } from '../../content/menus/x';
import { leafPages } from '../../worker/menus/tree';
import { get } from './helpers';

const menuPaths = leafPages(xMenu).map((page) => page.pathname);
const generated = (group: string) => site.pages.map((page) => page.path).filter((path) => path.startsWith(group));
const html = async (path: string) => {
  const response = await get(path);
  expect(response.status, path).toBe(200);
  return response.text();
};
// The expanded layout the server renders: an entry's name (and plan badge), then its facts, within that entry.
const entry = (id: string, facts: string) =>
  new RegExp(
    `id="${id}" class="api-entry">(?:(?!class="api-entry")[^])*?<span class="api-fact-label">${facts.replace(/:<\/span>/g, '<!-- -->:</span>')}`,
  );
const heading = (id: string) => `id="${id}" class="api-entry"><h3><code class="api-name">`;

describe('MUI X API pages', () => {
  it.each(['/x/api/date-pickers/', '/x/api/data-grid/'])('%s: one generated page per menu entry, and no other', (group) => {
    expect(generated(group).sort()).toEqual(menuPaths.filter((path) => path.startsWith(group)).sort());
  });

  it('DatePicker: props with type and default, slots with their default component, its demos', async () => {
    const page = await html('/x/api/date-pickers/date-picker');
    expect(page).toContain('>DatePicker API</h1>');
    expect(page).toContain('import { DatePicker } from &#x27;@mui/x-date-pickers/DatePicker&#x27;;');
    expect(page).toMatch(entry('prop-displayWeekNumber', 'Type:</span> <code>boolean</code>'));
    expect(page).toMatch(
      entry('prop-yearsPerRow', 'Type:</span> <code>3 \\| 4</code>[^]*?Default:</span> <code>4 on desktop, 3 on mobile</code>'),
    );
    expect(page).toMatch(entry('slot-actionBar', 'Default:</span> <code>PickersActionBar</code>'));
    expect(page).toContain('href="/x/react-date-pickers/date-picker"');
    expect(page).not.toContain('class="page-badges"');
  });

  it('DateRangePicker carries the Pro badge; PickersDay its CSS classes', async () => {
    const range = await html('/x/api/date-pickers/date-range-picker');
    expect(range).toMatch(/class="page-badges"><span class="chip chip-pro">Pro<\/span>/);
    expect(range).toContain('@mui/x-date-pickers-pro');
    const day = await html('/x/api/date-pickers/pickers-day');
    expect(day).toMatch(/id="class-today"[^]*?\.MuiPickersDay-today/);
  });

  it('the Date and Time Pickers index links every component with its plan', async () => {
    const page = await html('/x/api/date-pickers');
    for (const path of generated('/x/api/date-pickers/')) expect(page).toContain(`href="${path}"`);
    expect(page).toMatch(
      /href="\/x\/api\/date-pickers\/date-range-picker"><code>DateRangePicker<\/code><\/a><\/td><td><span class="plan-chip chip-pro">Pro/,
    );
  });

  it('DataGridPremium marks the props of each plan', async () => {
    const page = await html('/x/api/data-grid/data-grid-premium');
    expect(page).toMatch(/class="page-badges"><span class="chip chip-premium">Premium<\/span>/);
    expect(page).toMatch(new RegExp(`${heading('prop-treeData')}treeData</code> <span class="plan-chip chip-pro">Pro</span>`));
    expect(page).toMatch(new RegExp(`${heading('prop-rowGroupingModel')}rowGroupingModel</code> <span class="plan-chip chip-premium">`));
    expect(page).toMatch(new RegExp(`${heading('prop-rows')}rows\\*</code> </h3>`));
    expect(page).toMatch(
      entry(
        'prop-pageSizeOptions',
        'Type:</span> <code>ReadonlyArray&lt;number \\| \\{ value: number; label: string \\}&gt;</code>[^]*?Default:</span> <code>\\[25, 50, 100\\]</code>',
      ),
    );
  });

  it('GridApi lists its methods with their signatures and plans', async () => {
    const page = await html('/x/api/data-grid/grid-api');
    expect(page).toContain('>Methods</h2>');
    expect(page).toMatch(
      entry('prop-getRow', 'Type:</span> <code>&lt;R extends GridValidRowModel = any&gt;\\(id: GridRowId\\) =&gt; R \\| null</code>'),
    );
    expect(page).toMatch(
      new RegExp(`${heading('prop-addRowGroupingCriteria')}addRowGroupingCriteria\\*</code> <span class="plan-chip chip-premium">`),
    );
  });

  it('GridColDef lists its properties, required ones starred; Selectors what each returns', async () => {
    const colDef = await html('/x/api/data-grid/grid-col-def');
    expect(colDef).toContain('>Properties</h2>');
    expect(colDef).toMatch(new RegExp(`${heading('prop-field')}field\\*</code>`));
    const selectors = await html('/x/api/data-grid/selectors');
    expect(selectors).toMatch(
      entry('prop-gridRowsLookupSelector', 'Type:</span> <code>GridRowIdToModelLookup&lt;GridValidRowModel&gt;</code>'),
    );
    expect(selectors).toMatch(
      new RegExp(
        `${heading('prop-gridAggregationModelSelector')}gridAggregationModelSelector</code> <span class="plan-chip chip-premium">`,
      ),
    );
  });
});
