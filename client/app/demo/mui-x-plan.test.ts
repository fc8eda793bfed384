import { describe, expect, it } from 'vitest';
import type { DemoData } from '../page-data';
import { licenseKeyForPage, needsMuiXLicense } from './mui-x-plan';

const demo = (licensed?: boolean): DemoData => ({
  id: 'x/react-data-grid/Demo',
  name: 'Demo',
  code: { TS: '/a.html', JS: '/b.html' },
  apiLinks: [],
  ...(licensed ? { licensed: true } : {}),
});

describe('needsMuiXLicense', () => {
  it.each([
    ["import { DataGridPro } from '@mui/x-data-grid-pro';", true],
    ['import { DataGridPremium, useGridApiRef } from "@mui/x-data-grid-premium";', true],
    ["import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';", true],
    ["import { DataGrid } from '@mui/x-data-grid';", false],
    ["import { useDemoData } from '@mui/x-data-grid-generator';", false],
    ["import { DatePicker } from '@mui/x-date-pickers';", false],
    ["// see @mui/x-data-grid-pro for more\nimport Box from '@mui/material/Box';", false],
  ])('%s → %s', (source, expected) => {
    expect(needsMuiXLicense(source)).toBe(expected);
  });
});

describe('licenseKeyForPage', () => {
  it('hands the key to a page with a Pro or Premium demo', () => {
    expect(licenseKeyForPage({ demos: [demo(), demo(true)] }, 'abc')).toBe('abc');
  });
  it('keeps it from pages without one', () => {
    expect(licenseKeyForPage({ demos: [demo()] }, 'abc')).toBeUndefined();
    expect(licenseKeyForPage({}, 'abc')).toBeUndefined();
  });
  it('hands nothing when no key is configured', () => {
    expect(licenseKeyForPage({ demos: [demo(true)] }, undefined)).toBeUndefined();
    expect(licenseKeyForPage({ demos: [demo(true)] }, '  ')).toBeUndefined();
  });
});
