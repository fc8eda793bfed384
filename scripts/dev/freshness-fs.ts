// Which sources changed since the last build, by their modification times (a clone's checkout counts as a change).
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

function* files(path: string): Generator<string> {
  if (!existsSync(path)) return;
  if (!statSync(path).isDirectory()) {
    yield path;
    return;
  }
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const full = join(path, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

/** The newest modification time (ms) of the files under the given paths (relative to `root`), 0 without files. */
export function newestChange(root: string, paths: readonly string[]): number {
  let newest = 0;
  for (const path of paths) for (const file of files(join(root, path))) newest = Math.max(newest, statSync(file).mtimeMs);
  return newest;
}

/** Files under the given paths modified after `since`, relative to `root`, `/`-separated. */
export function changedSince(root: string, paths: readonly string[], since: number): string[] {
  const changed: string[] = [];
  for (const path of paths)
    for (const file of files(join(root, path))) if (statSync(file).mtimeMs > since) changed.push(relative(root, file).split(sep).join('/'));
  return changed;
}
