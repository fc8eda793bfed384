import { describe, expect, it } from 'vitest';
import {
  apiImports,
  apiPagePathOf,
  baseApiPath,
  baseImports,
  DATA_GRID_LIBRARY,
  DATE_PICKERS_LIBRARY,
  iconImportsAsEsm,
  materialApiPath,
  materialImports,
  toJavaScript,
} from './demos-fs';

describe('toJavaScript', () => {
  it('removes types, keeps blank lines and formats the result', async () => {
    const source = [
      "import * as React from 'react';",
      "import Button, { type ButtonProps } from '@mui/material/Button';",
      '',
      'export default function Demo(props: ButtonProps) {',
      '  const [count, setCount] = React.useState<number>(0);',
      '',
      '  return <Button {...props} onClick={() => setCount(count + 1)}>{count}</Button>;',
      '}',
      '',
    ].join('\n');
    const js = await toJavaScript(source, 'Demo.tsx');
    expect(js).not.toMatch(/ButtonProps|<number>|: /);
    expect(js).toContain("import Button from '@mui/material/Button';");
    expect(js).toContain('React.useState(0)');
    expect(js).toMatch(/useState\(0\);\n\n {2}return/);
  });
});

describe('materialImports', () => {
  it('finds path and named imports of components', () => {
    const source =
      "import Button from '@mui/material/Button';\nimport { Stack, styled, Typography as T } from '@mui/material';\nimport { useTheme } from '@mui/material/styles';";
    expect(materialImports(source).sort()).toEqual(['Button', 'Stack', 'Typography']);
  });

  it('finds the components of another package (Joy UI) and not Material UI ones', () => {
    const source = "import Button from '@mui/joy/Button';\nimport { Sheet } from '@mui/joy';\nimport Chip from '@mui/material/Chip';";
    expect(materialImports(source, '@mui/joy').sort()).toEqual(['Button', 'Sheet']);
  });
});

describe('materialApiPath', () => {
  it.each([
    ['Button', '/material-ui/api/button'],
    ['ButtonGroup', '/material-ui/api/button-group'],
    ['Unstable_Grid2', '/material-ui/api/grid-2'],
    ['CssBaseline', '/material-ui/api/css-baseline'],
  ])('%s → %s', (name, path) => {
    expect(materialApiPath(name)).toBe(path);
  });

  it('places Joy UI components under /joy-ui/api/', () => {
    expect(materialApiPath('ListItemButton', 'joy-ui')).toBe('/joy-ui/api/list-item-button');
  });
});

describe('iconImportsAsEsm', () => {
  it('points icon imports at their ES modules, as the browser bundle does, and leaves other imports alone', () => {
    const source = [
      "import StarIcon from '@mui/icons-material/Star';",
      'import Delete from "@mui/icons-material/Delete";',
      "import { Star } from '@mui/icons-material';",
      "import Button from '@mui/material/Button';",
    ].join('\n');
    expect(iconImportsAsEsm(source).split('\n')).toEqual([
      "import StarIcon from '@mui/icons-material/esm/Star';",
      'import Delete from "@mui/icons-material/esm/Delete";',
      "import { Star } from '@mui/icons-material';",
      "import Button from '@mui/material/Button';",
    ]);
  });
});

describe('Base UI demos', () => {
  it('find the components and hooks a demo imports from @mui/base', () => {
    const source =
      "import { Button, buttonClasses } from '@mui/base/Button';\nimport { useButton } from '@mui/base';\nimport { styled } from '@mui/system';";
    expect(baseImports(source)).toEqual(['Button', 'useButton']);
  });

  it('name API pages without the unstable prefix', () => {
    expect(baseApiPath('TabsList')).toBe('/base-ui/api/tabs-list');
    expect(baseApiPath('Unstable_NumberInput')).toBe('/base-ui/api/number-input');
    expect(baseApiPath('unstable_useModal')).toBe('/base-ui/api/use-modal');
  });
});

describe('MUI X API links', () => {
  it('finds the components a demo imports from the community and plan packages', () => {
    const source = [
      "import { DatePicker, DatePickerToolbar } from '@mui/x-date-pickers/DatePicker';",
      "import { DateRangePicker, type DateRange } from '@mui/x-date-pickers-pro';",
      "import Button from '@mui/material/Button';",
    ].join('\n');
    expect(apiImports(source, DATE_PICKERS_LIBRARY).sort()).toEqual(['DatePicker', 'DatePickerToolbar', 'DateRange', 'DateRangePicker']);
  });

  it('builds the API page paths under /x/api/', () => {
    expect(apiPagePathOf('DateRangePicker', DATE_PICKERS_LIBRARY)).toBe('/x/api/date-pickers/date-range-picker');
    expect(apiPagePathOf('DataGridPremium', DATA_GRID_LIBRARY)).toBe('/x/api/data-grid/data-grid-premium');
    expect(apiPagePathOf('GridCsvExportOptions', DATA_GRID_LIBRARY)).toBe('/x/api/data-grid/grid-csv-export-options');
  });
});
