import { describe, expect, it } from 'vitest';
import { cachedDocsTheme } from './theme-cache';

describe('cachedDocsTheme', () => {
  it('gives one theme object for the same settings, whatever order the caller wrote them in', () => {
    // The browser builds the theme before hydrating, and the shell's render asks again with its own object.
    const warmUp = cachedDocsTheme({ direction: 'ltr', dense: false, spacing: 8, paletteColors: null, language: 'en' });
    const render = cachedDocsTheme({ language: 'en', paletteColors: null, spacing: 8, dense: false, direction: 'ltr' });
    expect(render).toBe(warmUp);
  });

  it('gives another theme for other settings', () => {
    const ltr = cachedDocsTheme({ direction: 'ltr', dense: false, spacing: 8, paletteColors: null, language: 'en' });
    const rtl = cachedDocsTheme({ direction: 'rtl', dense: false, spacing: 8, paletteColors: null, language: 'en' });
    expect(rtl).not.toBe(ltr);
    expect(rtl.direction).toBe('rtl');
  });
});
