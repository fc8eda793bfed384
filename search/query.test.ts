import { describe, expect, it } from 'vitest';
import { MAX_QUERY_LENGTH, MAX_QUERY_WORDS, normalizeQuery, parseSearchQuery } from './query';

describe('parseSearchQuery', () => {
  it.each([
    ['?q=button', 'button'],
    ['?q=disable+elevation', 'disable elevation'],
    ['?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E', '<script>alert(1)</script>'],
    ['?lang=zh&q=%20%20MuiButton-root%20', 'MuiButton-root'],
    ['?q=a%00b%1Fc', 'a b c'],
    ['?q=(.*)%2B%5B', '(.*)+['],
    ['?q="unbalanced', '"unbalanced'],
    ['?q=x&q=y', 'x'],
  ])('reads %s as %j', (search, text) => {
    expect(parseSearchQuery(search)).toEqual({ kind: 'ok', text });
  });

  it.each(['', '?', '?q=', '?q=%20%20', '?lang=zh', '?q=%00%01'])('treats %j as an empty query', (search) => {
    expect(parseSearchQuery(search)).toEqual({ kind: 'empty' });
  });

  it('refuses a malformed percent-encoding', () => {
    expect(parseSearchQuery('?q=%E0%A4%A')).toMatchObject({ kind: 'bad-request' });
  });

  it('refuses a 10 KB query without decoding it', () => {
    expect(parseSearchQuery(`?q=${'a'.repeat(10 * 1024)}`)).toMatchObject({ kind: 'bad-request' });
    expect(parseSearchQuery(`?q=${'%41'.repeat(MAX_QUERY_LENGTH + 1)}`)).toMatchObject({ kind: 'bad-request' });
  });
});

describe('normalizeQuery', () => {
  it(`keeps the first ${MAX_QUERY_WORDS} words`, () => {
    const words = Array.from({ length: 20 }, (_, i) => `w${i}`);
    expect(normalizeQuery(words.join(' '))).toEqual({ kind: 'ok', text: words.slice(0, MAX_QUERY_WORDS).join(' ') });
  });

  it('accepts a query of exactly the maximum length', () => {
    expect(normalizeQuery('a'.repeat(MAX_QUERY_LENGTH)).kind).toBe('ok');
    expect(normalizeQuery('a'.repeat(MAX_QUERY_LENGTH + 1)).kind).toBe('bad-request');
  });
});
