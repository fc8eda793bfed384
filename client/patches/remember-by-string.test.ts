import murmur2 from '@emotion/hash';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a JavaScript patch without types, as the bundlers' alias uses it
import rememberedHash from './emotion-hash.js';
import { rememberByString } from './remember-by-string';

describe('rememberByString', () => {
  it('answers a string it has seen without asking the function again', () => {
    const asked: string[] = [];
    const length = rememberByString((input: string) => (asked.push(input), input.length), 100);
    expect([length('abc'), length('abcd'), length('abc'), length('abcd')]).toEqual([3, 4, 3, 4]);
    expect(asked).toEqual(['abc', 'abcd']);
  });

  it('forgets everything once the remembered strings would pass the bound, then remembers again', () => {
    const asked: string[] = [];
    const upper = rememberByString((input: string) => (asked.push(input), input.toUpperCase()), 10);
    upper('aaaa');
    upper('bbbb');
    upper('cccc'); // 12 characters: the first two are forgotten
    expect([upper('cccc'), upper('aaaa')]).toEqual(['CCCC', 'AAAA']);
    expect(asked).toEqual(['aaaa', 'bbbb', 'cccc', 'aaaa']);
  });

  it('never keeps a string longer than the bound', () => {
    const asked: string[] = [];
    const id = rememberByString((input: string) => (asked.push(input), input), 3);
    id('long text');
    id('long text');
    expect(asked).toEqual(['long text', 'long text']);
  });
});

describe("the bundlers' @emotion/hash", () => {
  it("gives the package's own hashes, the second time too", () => {
    const styles = ['color:red;', 'display:flex;align-items:center;'.repeat(200), '', 'color:red;', 'ü€𝒳'];
    for (const text of [...styles, ...styles]) expect(rememberedHash(text)).toBe(murmur2(text));
  });
});
