import { describe, expect, it } from 'vitest';
import { canonicalizePath, safeDecodePath, stripFragment } from './canonical';

describe('canonicalizePath', () => {
  it.each([
    ['/', '/'],
    ['', '/'],
    ['//', '/'],
    ['/a/', '/a'],
    ['/a//b///', '/a/b'],
    ['//evil.com/', '/evil.com'],
    ['a/b', '/a/b'],
  ])('%s → %s', (input, expected) => {
    expect(canonicalizePath(input)).toBe(expected);
  });
});

describe('stripFragment', () => {
  it('removes the fragment', () => {
    expect(stripFragment('/a/b#props')).toBe('/a/b');
    expect(stripFragment('/a')).toBe('/a');
  });
});

describe('safeDecodePath', () => {
  it('decodes valid escapes and returns null for malformed ones', () => {
    expect(safeDecodePath('/a%20b')).toBe('/a b');
    expect(safeDecodePath('/%E0%A4%A')).toBeNull();
  });
});
