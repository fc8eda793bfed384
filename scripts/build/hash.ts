import { createHash } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** A short content hash for file names, stable across machines. */
export function contentHash(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex').slice(0, 10);
}

/** `name.ext` → `name.HASH.ext`. */
export function hashedName(fileName: string, data: string | Uint8Array): string {
  const dot = fileName.lastIndexOf('.');
  return `${fileName.slice(0, dot)}.${contentHash(data)}${fileName.slice(dot)}`;
}

/** The files under the given paths (files or folders, relative to `root`; missing ones are skipped), sorted, so a hash over them is stable. */
export function sourceFiles(root: string, paths: readonly string[]): string[] {
  const files: string[] = [];
  const walk = (path: string) => {
    if (!existsSync(join(root, path))) return;
    if (statSync(join(root, path)).isDirectory()) for (const name of readdirSync(join(root, path))) walk(join(path, name));
    else files.push(path);
  };
  paths.forEach(walk);
  return files.sort();
}
