import { describe, expect, it } from 'vitest';
import { clickEventFrom, shouldReportVitals, userProperties } from './analytics';

describe('clickEventFrom', () => {
  const data = { gaEventCategory: 'header', gaEventAction: 'settings', gaEventLabel: 'open' };

  it('reads category, action and label', () => {
    expect(clickEventFrom(data, 0.5)).toEqual({ category: 'header', action: 'settings', label: 'open' });
  });

  it('ignores elements without a category', () => {
    expect(clickEventFrom({ gaEventAction: 'x' }, 0)).toBeNull();
  });

  it('keeps a split event only when the draw is at most the split', () => {
    expect(clickEventFrom({ ...data, gaEventSplit: '0.1' }, 0.05)).not.toBeNull();
    expect(clickEventFrom({ ...data, gaEventSplit: '0.1' }, 0.5)).toBeNull();
  });
});

describe('userProperties', () => {
  it('rounds the pixel ratio to 0.1 and names the schemes', () => {
    expect(
      userProperties({ codeVariant: 'JS', language: 'zh', devicePixelRatio: 1.3333, systemDark: true, chosenScheme: 'light' }),
    ).toEqual({
      codeVariant: 'JS',
      userLanguage: 'zh',
      devicePixelRatio: 1.3,
      colorSchemeOS: 'dark',
      colorScheme: 'light',
    });
  });
});

describe('shouldReportVitals', () => {
  it('samples about one visit in ten thousand', () => {
    expect(shouldReportVitals(0.00005)).toBe(true);
    expect(shouldReportVitals(0.0001)).toBe(true);
    expect(shouldReportVitals(0.001)).toBe(false);
  });
});
