import { describe, expect, it } from 'vitest';
import { anchorIdOf, dataUrl, isInPlaceNavigation } from './links';

const current = { origin: 'https://mui.com', pathname: '/material-ui/getting-started/overview', search: '' };
const click = { button: 0, modified: false, defaultPrevented: false };
const link = (href: string, extra: Partial<{ target: string; hasDownload: boolean }> = {}) => ({
  href,
  target: '',
  hasDownload: false,
  ...extra,
});

describe('isInPlaceNavigation', () => {
  it.each([
    ['/material-ui/getting-started/installation', true],
    ['https://mui.com/system', true],
    ['/material-ui/getting-started/overview#usage', false],
    ['/material-ui/getting-started/installation#usage', true],
    ['https://github.com/mui/material-ui', false],
    ['/static/app.123.js', false],
    ['/sitemap.xml', false],
    ['/_data/system', false],
    ['/search?q=button', false],
    ['/zh/search?q=button', false],
  ])('%s → %s', (href, expected) => {
    expect(isInPlaceNavigation(link(href), click, current)).toBe(expected);
  });

  it('leaves modified clicks, other buttons and new tabs to the browser', () => {
    expect(isInPlaceNavigation(link('/system'), { ...click, modified: true }, current)).toBe(false);
    expect(isInPlaceNavigation(link('/system'), { ...click, button: 1 }, current)).toBe(false);
    expect(isInPlaceNavigation(link('/system', { target: '_blank' }), click, current)).toBe(false);
    expect(isInPlaceNavigation(link('/system', { hasDownload: true }), click, current)).toBe(false);
  });
});

describe('dataUrl', () => {
  it('maps page addresses to the data endpoint', () => {
    expect(dataUrl('/')).toBe('/_data/');
    expect(dataUrl('/zh/system')).toBe('/_data/zh/system');
  });
});

describe('anchorIdOf', () => {
  it('decodes the id a hash names', () => {
    expect(anchorIdOf('#basic-button')).toBe('basic-button');
    expect(anchorIdOf('#caf%C3%A9')).toBe('café');
  });

  it('gives null for no hash and for a malformed escape, never an exception', () => {
    expect(anchorIdOf('')).toBeNull();
    expect(anchorIdOf('#')).toBeNull();
    expect(anchorIdOf('#%E0%A4%A')).toBeNull();
  });
});
