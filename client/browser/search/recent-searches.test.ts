import { describe, expect, it } from 'vitest';
import { addRecentSearch, MAX_RECENT_SEARCHES, parseRecentSearches } from './recent-searches';

describe('recent searches', () => {
  it('adds a query in front, once whatever its case, keeping the newest few', () => {
    expect(addRecentSearch(['button', 'slider'], 'Slider')).toEqual(['Slider', 'button']);
    const many = Array.from({ length: 10 }, (_, i) => `q${i}`).reduce(addRecentSearch, [] as string[]);
    expect(many).toHaveLength(MAX_RECENT_SEARCHES);
    expect(many[0]).toBe('q9');
    expect(addRecentSearch(['a'], '   ')).toEqual(['a']);
  });

  it('reads only a stored list of strings', () => {
    expect(parseRecentSearches('["a","b"]')).toEqual(['a', 'b']);
    expect(parseRecentSearches('{"a":1}')).toEqual([]);
    expect(parseRecentSearches('[1,"x"]')).toEqual(['x']);
    expect(parseRecentSearches('not json')).toEqual([]);
    expect(parseRecentSearches(null)).toEqual([]);
  });
});
