import { describe, expect, it } from 'vitest';
import { ThreadPool } from './thread-pool';

describe('ThreadPool', () => {
  it('runs a TypeScript module’s tasks in threads and returns each result to its caller, errors too', async () => {
    const pool = new ThreadPool<{ text: string; fail?: boolean }, string>(new URL('./thread-pool.fixture.ts', import.meta.url), 2);
    try {
      const results = await Promise.all(['a', 'b', 'c'].map((text) => pool.run({ text })));
      expect(results.map((result) => result.split(' ')[0])).toEqual(['A', 'B', 'C']);
      // Two threads of their own, neither the caller's.
      expect(new Set(results.map((result) => result.split(' ')[1])).has('0')).toBe(false);
      await expect(pool.run({ text: 'x', fail: true })).rejects.toThrow('asked to fail on x');
    } finally {
      await pool.close();
    }
  });
});
