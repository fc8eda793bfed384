import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { beginOutput, copyOutput, endOutput, writeOutput } from './output-fs';

const root = mkdtempSync(join(tmpdir(), 'output-fs-'));
const dist = join(root, 'dist');
afterEach(() => endOutput());

describe('output-fs', () => {
  it('moves an unchanged file over from the last build, writes a changed one, and drops what was not written again', () => {
    mkdirSync(join(dist, 'a'), { recursive: true });
    writeFileSync(join(dist, 'a/same.txt'), 'same');
    writeFileSync(join(dist, 'a/changed.txt'), 'old');
    writeFileSync(join(dist, 'gone.txt'), 'gone');
    writeFileSync(join(root, 'source.txt'), 'copied');
    writeFileSync(join(dist, 'copied.txt'), 'copied');
    const inode = (file: string) => statSync(file).ino;
    const sameInode = inode(join(dist, 'a/same.txt'));
    const copiedInode = inode(join(dist, 'copied.txt'));

    beginOutput(dist);
    expect(existsSync(join(dist, 'a/same.txt'))).toBe(false);
    writeOutput(join(dist, 'a/same.txt'), 'same');
    writeOutput(join(dist, 'a/changed.txt'), 'new');
    writeOutput(join(dist, 'new/deep/file.txt'), new Uint8Array([104, 105]));
    copyOutput(join(root, 'source.txt'), join(dist, 'copied.txt'));
    endOutput();

    expect(inode(join(dist, 'a/same.txt'))).toBe(sameInode);
    expect(inode(join(dist, 'copied.txt'))).toBe(copiedInode);
    expect(readFileSync(join(dist, 'a/changed.txt'), 'utf8')).toBe('new');
    expect(readFileSync(join(dist, 'new/deep/file.txt'), 'utf8')).toBe('hi');
    expect(existsSync(join(dist, 'gone.txt'))).toBe(false);
    expect(existsSync(`${dist}.previous`)).toBe(false);
  });

  it('writes plainly outside a build’s output', () => {
    writeOutput(join(root, 'elsewhere/file.txt'), 'plain');
    expect(readFileSync(join(root, 'elsewhere/file.txt'), 'utf8')).toBe('plain');
    rmSync(root, { recursive: true, force: true });
  });
});
