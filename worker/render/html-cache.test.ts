import { describe, expect, it } from 'vitest';
import { readHtmlCache, writeHtmlCache } from './html-cache';

// Plain Node has no Cache API: the level is skipped, never an error.
describe('the html cache without a Cache API', () => {
  it('reads a miss and writes nothing', async () => {
    expect(typeof caches).toBe('undefined');
    await expect(writeHtmlCache('https://docs.test/__html-cache/b/en/v/', new Uint8Array(1))).resolves.toBeUndefined();
    await expect(readHtmlCache('https://docs.test/__html-cache/b/en/v/')).resolves.toBeNull();
  });
});
