import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { changedInputs, changedSince, hashInputs } from './freshness-fs';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the sources a served build reflects', () => {
  it('tells a file saved with the same bytes from one whose text changed', () => {
    dir = mkdtempSync(join(tmpdir(), 'dev-inputs-'));
    mkdirSync(join(dir, 'content/menus'), { recursive: true });
    writeFileSync(join(dir, 'content/menus/a.ts'), 'export const a = 1;\n');
    writeFileSync(join(dir, 'content/menus/b.ts'), 'export const b = 1;\n');
    const before = hashInputs(dir, ['content/menus']);
    writeFileSync(join(dir, 'content/menus/a.ts'), 'export const a = 1;\n');
    writeFileSync(join(dir, 'content/menus/b.ts'), 'export const b = 2;\n');
    writeFileSync(join(dir, 'content/menus/c.ts'), 'export const c = 1;\n');
    expect(changedInputs(before, hashInputs(dir, ['content/menus']))).toEqual(['content/menus/b.ts', 'content/menus/c.ts']);
  });

  it('lists a removed file as changed', () => {
    expect(changedInputs({ 'content/pages/a.md': 'x', 'content/pages/b.md': 'y' }, { 'content/pages/a.md': 'x' })).toEqual([
      'content/pages/b.md',
    ]);
  });

  it('falls back to modification times, skipping hidden files', () => {
    dir = mkdtempSync(join(tmpdir(), 'dev-inputs-'));
    mkdirSync(join(dir, 'content/pages'), { recursive: true });
    writeFileSync(join(dir, 'content/pages/old.md'), 'old');
    writeFileSync(join(dir, 'content/pages/new.md'), 'new');
    writeFileSync(join(dir, 'content/pages/.new.md.swp'), 'swap');
    utimesSync(join(dir, 'content/pages/old.md'), 1000, 1000);
    expect(changedSince(dir, ['content/pages'], 2_000_000)).toEqual(['content/pages/new.md']);
  });
});
