// Which sources changed since the build being served: by content hash against the list the dev server keeps in dist/
// (written when it has brought the build up to date), else by modification time against the build's own site.json.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** Sources whose change needs the full build (what the bundles hold besides pages and demos). */
export const CODE_INPUTS = ['client', 'worker', 'content/menus', 'scripts/build', 'package-lock.json', 'wrangler.toml'];
/** Sources the dev server rebuilds one by one. */
export const CONTENT_INPUTS = ['content/pages', 'content/demos'];

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

const relativeTo = (root: string, file: string) => relative(root, file).split(sep).join('/');

/** A hash of a file's bytes. */
export const hashFile = (file: string) => createHash('sha1').update(readFileSync(file)).digest('hex');

/** Each file under the given paths (relative to `root`) with a hash of its bytes. */
export function hashInputs(root: string, paths: readonly string[]): Record<string, string> {
  const hashes: Record<string, string> = {};
  for (const path of paths)
    for (const file of files(join(root, path)))
      hashes[relativeTo(root, file)] = createHash('sha1').update(readFileSync(file)).digest('hex');
  return hashes;
}

/** Files added, changed or removed between two lists of hashes. */
export function changedInputs(before: Readonly<Record<string, string>>, now: Readonly<Record<string, string>>): string[] {
  const changed = Object.keys(now).filter((file) => before[file] !== now[file]);
  for (const file of Object.keys(before)) if (!(file in now)) changed.push(file);
  return changed.sort();
}

/** Files under the given paths modified after `since` (ms), relative to `root`. */
export function changedSince(root: string, paths: readonly string[], since: number): string[] {
  const changed: string[] = [];
  for (const path of paths)
    for (const file of files(join(root, path))) if (statSync(file).mtimeMs > since) changed.push(relativeTo(root, file));
  return changed;
}

/** The hashes of the sources the served build reflects (`dist/generated/dev-inputs.json`), or null. */
export function readInputList(file: string): Record<string, string> | null {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>) : null;
}

export function writeInputList(file: string, hashes: Readonly<Record<string, string>>): void {
  writeFileSync(file, JSON.stringify(hashes));
}
