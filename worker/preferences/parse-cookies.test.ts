import { describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES } from '../../client/app/preferences';
import { parsePaletteColors, parsePreferenceCookies } from './parse-cookies';

const palette = encodeURIComponent(JSON.stringify({ primary: { main: '#9C27B0', 500: '#9C27B0' } }));

describe('parsePreferenceCookies', () => {
  it('returns the defaults without cookies', () => {
    expect(parsePreferenceCookies(undefined)).toEqual(DEFAULT_PREFERENCES);
    expect(parsePreferenceCookies('')).toEqual(DEFAULT_PREFERENCES);
  });

  it('reads every known preference', () => {
    const header = `codeVariant=JS; codeStyling=Tailwind; direction=rtl; dense=true; spacing=10; paletteColors=${palette}`;
    expect(parsePreferenceCookies(header)).toEqual({
      codeVariant: 'JS',
      codeStyling: 'Tailwind',
      direction: 'rtl',
      dense: true,
      spacing: 10,
      paletteColors: { primary: { main: '#9C27B0', 500: '#9C27B0' } },
    });
  });

  it('reads an encoded styling with a space', () => {
    expect(parsePreferenceCookies('codeStyling=MUI%20System').codeStyling).toBe('MUI System');
    expect(parsePreferenceCookies('codeStyling=CSS').codeStyling).toBe('CSS');
  });

  it.each([
    ['codeVariant=<script>alert(1)</script>', 'codeVariant'],
    ['codeVariant=ts', 'codeVariant'],
    ['codeStyling="><img src=x onerror=alert(1)>', 'codeStyling'],
    ['direction=rtl"><script>', 'direction'],
    ['spacing=1e9', 'spacing'],
    ['spacing=-8', 'spacing'],
    ['spacing=8.5', 'spacing'],
    ['dense=yes', 'dense'],
  ] as const)('ignores the hostile or unknown value in %s', (header, key) => {
    expect(parsePreferenceCookies(header)[key]).toBe(DEFAULT_PREFERENCES[key]);
  });

  it('ignores unknown cookies and __proto__', () => {
    const prefs = parsePreferenceCookies('__proto__=x; constructor=y; session=abc; codeVariant=JS');
    expect(prefs.codeVariant).toBe('JS');
    expect(Object.getPrototypeOf(prefs)).toBe(Object.prototype);
  });

  it('ignores a Cookie header over its size limit', () => {
    expect(parsePreferenceCookies(`codeVariant=JS; pad=${'x'.repeat(16 * 1024)}`)).toEqual(DEFAULT_PREFERENCES);
  });

  it('reads a duplicated cookie name without failing', () => {
    expect(['JS', 'TS']).toContain(parsePreferenceCookies('codeVariant=JS; codeVariant=TS').codeVariant);
  });
});

describe('parsePaletteColors', () => {
  it.each([
    ['not json', '{nope'],
    ['an array', '[]'],
    ['an unknown key', '{"tertiary":{"main":"#000000"}}'],
    ['markup in a value', '{"primary":{"main":"</style><script>alert(1)</script>"}}'],
    ['a CSS injection', '{"primary":{"main":"red;background:url(x)"}}'],
    ['a missing main', '{"primary":{"500":"#000000"}}'],
    ['__proto__', '{"__proto__":{"main":"#000000"}}'],
    ['an oversized value', JSON.stringify({ primary: { main: '#000000', pad: 'x'.repeat(3000) } })],
  ])('refuses %s', (_, raw) => {
    expect(parsePaletteColors(raw)).toBeNull();
  });

  it('accepts a well-formed scale', () => {
    expect(parsePaletteColors('{"secondary":{"main":"#1AA251","light":"#6AE79C"}}')).toEqual({
      secondary: { main: '#1AA251', light: '#6AE79C' },
    });
  });
});
