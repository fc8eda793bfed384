import { createTheme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { gridDemoTheme } from './GridDemoFrame';

type WithGrid = { MuiDataGrid?: { defaultProps: { localeText: Record<string, unknown> } } };

describe('gridDemoTheme', () => {
  const theme = createTheme();
  it("keeps English as the grid's own default", () => {
    expect(gridDemoTheme(theme, 'en')).toBe(theme);
  });
  it("adds the grid's Chinese and Portuguese texts, once per theme", () => {
    const zh = gridDemoTheme(theme, 'zh');
    expect((zh.components as WithGrid).MuiDataGrid?.defaultProps.localeText.toolbarColumns).toBe('列');
    expect((gridDemoTheme(theme, 'pt').components as WithGrid).MuiDataGrid?.defaultProps.localeText.toolbarColumns).toBe('Colunas');
    expect(gridDemoTheme(theme, 'zh')).toBe(zh);
    expect(zh.palette).toBe(theme.palette);
  });
});
