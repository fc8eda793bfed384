import { describe, expect, it } from 'vitest';
import { createLru } from './lru';

const lru = () => createLru<string>(10, (value) => value.length);

describe('createLru', () => {
  it('returns what was stored', () => {
    const cache = lru();
    cache.set('a', 'xxx');
    expect(cache.get('a')).toBe('xxx');
    expect(cache.get('b')).toBeUndefined();
  });

  it('evicts the least recently used entries past its size', () => {
    const cache = lru();
    cache.set('a', 'xxxx');
    cache.set('b', 'xxxx');
    cache.get('a'); // a is now the most recent
    cache.set('c', 'xxxx');
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('xxxx');
    expect(cache.bytes).toBeLessThanOrEqual(10);
  });

  it('refuses a value larger than the whole cache and replaces same-key values', () => {
    const cache = lru();
    cache.set('big', 'x'.repeat(11));
    expect(cache.size).toBe(0);
    cache.set('a', 'xx');
    cache.set('a', 'xxxxx');
    expect(cache.bytes).toBe(5);
  });
});
