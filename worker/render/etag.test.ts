import { describe, expect, it } from 'vitest';
import { matchesIfNoneMatch, weakEtag } from './etag';

const etag = weakEtag('abc123-0f0f-1e1e');

describe('matchesIfNoneMatch', () => {
  it.each([
    ['the tag itself', 'W/"abc123-0f0f-1e1e"'],
    ['the tag without W/ (weak comparison)', '"abc123-0f0f-1e1e"'],
    ['the tag in a list', '"other", W/"abc123-0f0f-1e1e", "more"'],
    ['a list without spaces', '"other",W/"abc123-0f0f-1e1e"'],
    ['two header lines joined', 'W/"old", W/"abc123-0f0f-1e1e"'],
    ['a star', '*'],
    ['a star with spaces', ' * '],
  ])('matches %s', (_, header) => {
    expect(matchesIfNoneMatch(header, etag)).toBe(true);
  });

  it.each([
    ['no header', undefined],
    ['an empty header', ''],
    ['another tag', 'W/"abc123-0f0f-2e2e"'],
    ['a tag of an earlier deploy', 'W/"abc122-0f0f-1e1e"'],
    ['the tag unquoted', 'abc123-0f0f-1e1e'],
    ['a prefix of the tag', '"abc123-0f0f"'],
    ['the tag inside another quoted tag', '"x abc123-0f0f-1e1e x"'],
    ['a star inside a list', '"other", *'],
  ])('does not match %s', (_, header) => {
    expect(matchesIfNoneMatch(header, etag)).toBe(false);
  });

  it('reads a listed tag that holds a comma as one tag', () => {
    expect(matchesIfNoneMatch('"a,b"', weakEtag('a,b'))).toBe(true);
    expect(matchesIfNoneMatch('"a,b"', weakEtag('b'))).toBe(false);
  });
});

describe('weakEtag', () => {
  it('quotes the opaque tag behind W/', () => {
    expect(weakEtag('x-1')).toBe('W/"x-1"');
  });
});
