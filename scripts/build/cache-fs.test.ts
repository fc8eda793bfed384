import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BuildCache, digest } from './cache-fs';

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'cache-fs-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('digest', () => {
  it('tells apart lists of parts that join alike', () => {
    expect(digest('ab', 'c')).not.toBe(digest('a', 'bc'));
    expect(digest('a', new Uint8Array([98]))).toBe(digest('a', 'b'));
  });
});

describe('BuildCache', () => {
  it('answers a key with what was stored under it, a slot only with its last key', () => {
    const cache = new BuildCache(root, 'test');
    cache.set('k1', { a: 1 });
    expect(cache.get('k1')).toEqual({ a: 1 });
    expect(cache.get('k2')).toBeUndefined();
    cache.setSlot('slot', 'one', 1);
    cache.setSlot('slot', 'two', 2);
    expect(cache.slot('slot', 'one')).toBeUndefined();
    expect(cache.slot('slot', 'two')).toBe(2);
  });

  it('prunes keyed entries a run neither read nor wrote', () => {
    new BuildCache(root, 'test').set('old', 1);
    const run = new BuildCache(root, 'test');
    run.set('new', 2);
    run.prune();
    expect(run.get('old')).toBeUndefined();
    expect(run.get('new')).toBe(2);
  });

  it('misses on a file cut short', () => {
    const cache = new BuildCache(root, 'test');
    cache.set('k', 'value');
    writeFileSync(join(cache.dir, 'k.json'), '{"key":"k","val');
    expect(cache.get('k')).toBeUndefined();
  });

  it('gives stored files back by position, and nothing if one is lost', () => {
    mkdirSync(join(root, 'out'), { recursive: true });
    writeFileSync(join(root, 'out/a.js'), 'a');
    const cache = new BuildCache(root, 'test');
    const folder = cache.storeFiles(root, ['out/a.js']);
    rmSync(join(root, 'out'), { recursive: true });
    expect(cache.restoreFiles(folder, root, ['out/a.js'])).toBe(true);
    expect(readFileSync(join(root, 'out/a.js'), 'utf8')).toBe('a');
    expect(cache.restoreFiles(folder, root, ['out/a.js', 'out/b.js'])).toBe(false);
    cache.keepFiles('none');
    expect(cache.restoreFiles(folder, root, ['out/a.js'])).toBe(false);
  });
});
