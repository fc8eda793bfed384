import { describe, expect, it } from 'vitest';
import { formatUnicodeRange, intersectRanges, parseUnicodeRange, rangeText, subtractRanges } from './unicode-range';

describe('unicode-range arithmetic', () => {
  it('reads and writes a CSS value, merging neighbors', () => {
    const ranges = parseUnicodeRange('U+0000-00FF, U+0131, U+0152-0153, u+0100');
    expect(formatUnicodeRange(ranges)).toBe('U+0000-0100, U+0131, U+0152-0153');
  });

  it('rejects what it cannot read instead of guessing', () => {
    expect(() => parseUnicodeRange('U+4??')).toThrow(/unsupported/);
    expect(() => parseUnicodeRange('U+00FF-0000')).toThrow(/empty/);
  });

  it('cuts holes out of ranges', () => {
    const latin = parseUnicodeRange('U+0000-00FF, U+2000-206F');
    const basic = parseUnicodeRange('U+0020-007E, U+00D7, U+2013-2014, U+3000');
    expect(formatUnicodeRange(subtractRanges(latin, basic))).toBe('U+0000-001F, U+007F-00D6, U+00D8-00FF, U+2000-2012, U+2015-206F');
  });

  it('keeps only what both sides cover', () => {
    const latin = parseUnicodeRange('U+0000-00FF, U+2000-206F');
    expect(formatUnicodeRange(intersectRanges(parseUnicodeRange('U+00FE-0101, U+2192, U+2026'), latin))).toBe('U+00FE-00FF, U+2026');
  });

  it('lists every character for the subsetter', () => {
    expect(rangeText(parseUnicodeRange('U+0041-0043, U+2026'))).toBe('ABC…');
  });
});
