import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BuildCache } from './cache-fs';
import { cachedByInputs, inputsDigest, metafileFiles } from './inputs-fs';

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'inputs-fs-'));
  mkdirSync(join(root, 'src/lib'), { recursive: true });
  mkdirSync(join(root, 'node_modules/pkg'), { recursive: true });
  mkdirSync(join(root, 'dist/generated'), { recursive: true });
  writeFileSync(join(root, 'package-lock.json'), '{"lockfileVersion":3}');
  writeFileSync(join(root, 'src/a.ts'), 'export const a = 1;');
  writeFileSync(join(root, 'src/lib/b.ts'), 'export const b = 2;');
  writeFileSync(join(root, 'node_modules/pkg/index.js'), 'module.exports = 1;');
  writeFileSync(join(root, 'dist/generated/site.json'), '{}');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const FILES = ['src/a.ts', 'src/lib/b.ts', 'node_modules/pkg/index.js', 'dist/generated/site.json'];

describe('inputsDigest', () => {
  it('moves with an input’s bytes, a file added beside one, the installed packages; not with a package file itself', () => {
    const first = inputsDigest(root, FILES);
    expect(inputsDigest(root, FILES)).toBe(first);
    writeFileSync(join(root, 'node_modules/pkg/index.js'), 'module.exports = 2;');
    expect(inputsDigest(root, FILES)).toBe(first);
    writeFileSync(join(root, 'src/lib/b.ts'), 'export const b = 3;');
    const edited = inputsDigest(root, FILES);
    expect(edited).not.toBe(first);
    writeFileSync(join(root, 'src/lib/b.tsx'), 'export const b = 4;');
    const shadowed = inputsDigest(root, FILES);
    expect(shadowed).not.toBe(edited);
    writeFileSync(join(root, 'package-lock.json'), '{"lockfileVersion":3,"packages":{}}');
    expect(inputsDigest(root, FILES)).not.toBe(shadowed);
  });

  it('ignores what the build writes next to its own outputs, but not their bytes', () => {
    const first = inputsDigest(root, FILES);
    writeFileSync(join(root, 'dist/generated/other.json'), '{}');
    expect(inputsDigest(root, FILES)).toBe(first);
    writeFileSync(join(root, 'dist/generated/site.json'), '{"pages":[]}');
    expect(inputsDigest(root, FILES)).not.toBe(first);
  });

  it('lists the files of metafiles, not plugins’ namespaces or stdin', () => {
    const input = { bytes: 1, imports: [] };
    const metafile = { inputs: { 'src/a.ts': input, 'docs-shared:node_modules/x.js.shared.js': input, '<stdin>': input }, outputs: {} };
    expect(metafileFiles(metafile, { inputs: { 'src/lib/b.ts': input }, outputs: {} })).toEqual(['src/a.ts', 'src/lib/b.ts']);
  });
});

describe('cachedByInputs', () => {
  const compute =
    (value: string, inputs = ['src/a.ts', 'src/lib/b.ts']) =>
    async () => ({ value, inputs });

  it('gives the stored result back while its inputs and config stay, and computes again when either moves', async () => {
    const cache = new BuildCache(root, 'step');
    expect(await cachedByInputs(cache, 'step', 'v1', root, compute('first'))).toEqual({ value: 'first', cached: false });
    expect(await cachedByInputs(cache, 'step', 'v1', root, compute('second'))).toEqual({ value: 'first', cached: true });
    writeFileSync(join(root, 'src/a.ts'), 'export const a = 5;');
    expect(await cachedByInputs(cache, 'step', 'v1', root, compute('third'))).toEqual({ value: 'third', cached: false });
    expect(await cachedByInputs(cache, 'step', 'v2', root, compute('fourth'))).toEqual({ value: 'fourth', cached: false });
    rmSync(join(root, 'src/lib/b.ts'));
    expect((await cachedByInputs(cache, 'step', 'v2', root, compute('fifth'))).cached).toBe(false);
  });

  it('keeps nothing computed from a file that changed while it was computed', async () => {
    const cache = new BuildCache(root, 'step');
    await cachedByInputs(cache, 'step', 'v1', root, async () => {
      writeFileSync(join(root, 'src/a.ts'), 'export const a = 6;');
      utimesSync(join(root, 'src/a.ts'), new Date(), new Date(Date.now() + 1000));
      return { value: 'during', inputs: ['src/a.ts'] };
    });
    expect((await cachedByInputs(cache, 'step', 'v1', root, compute('after', ['src/a.ts']))).value).toBe('after');
  });
});
