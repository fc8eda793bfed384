import { createTheme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { withPickersLocale } from './PickersDemoFrame';

type LocalizationDefaults = { adapterLocale: string; localeText: Record<string, unknown> };
const defaultsOf = (theme: ReturnType<typeof withPickersLocale>) =>
  (theme.components as { MuiLocalizationProvider: { defaultProps: LocalizationDefaults } }).MuiLocalizationProvider.defaultProps;

describe('withPickersLocale', () => {
  const theme = createTheme({ components: { MuiButton: { defaultProps: { size: 'small' } } } });

  it.each([
    ['en', 'en', 'OK'],
    ['zh', 'zh-cn', '确认'],
    ['pt', 'pt-br', 'OK'],
  ] as const)('gives %s pages the Day.js locale %s and MUI X texts', (language, adapterLocale, okButtonLabel) => {
    const defaults = defaultsOf(withPickersLocale(theme, language));
    expect(defaults.adapterLocale).toBe(adapterLocale);
    expect(defaults.localeText.okButtonLabel).toBe(okButtonLabel);
  });

  it('translates the toolbar title under /pt', () => {
    expect(defaultsOf(withPickersLocale(theme, 'pt')).localeText.datePickerToolbarTitle).toBe('Selecione a data');
  });

  it('keeps the rest of the theme and returns the same object for the same theme and language', () => {
    const localized = withPickersLocale(theme, 'zh');
    expect(localized.components?.MuiButton).toEqual({ defaultProps: { size: 'small' } });
    expect(localized.palette).toBe(theme.palette);
    expect(withPickersLocale(theme, 'zh')).toBe(localized);
    expect(withPickersLocale(theme, 'pt')).not.toBe(localized);
  });
});
