import { describe, expect, it } from 'vitest';
import { loadOnce } from './load-once';

describe('loadOnce', () => {
  it('loads once for every caller', async () => {
    let loads = 0;
    const load = loadOnce(async () => ++loads);
    expect(await Promise.all([load(), load(), load()])).toEqual([1, 1, 1]);
    expect(loads).toBe(1);
  });

  it('tries again after a failed load, then keeps the good one', async () => {
    let loads = 0;
    const load = loadOnce(async () => {
      loads++;
      if (loads === 1) throw new Error('unavailable');
      return 'loaded';
    });
    await expect(load()).rejects.toThrow('unavailable');
    expect(await load()).toBe('loaded');
    expect(await load()).toBe('loaded');
    expect(loads).toBe(2);
  });
});
