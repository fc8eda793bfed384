// A step's result kept with the files it read (an esbuild metafile's inputs): the next build reuses it if none of
// them changed, the installed packages included.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Metafile } from 'esbuild';
import { type BuildCache, digest, installedDigest } from './cache-fs';

/** The files of builds' inputs, relative to `root`: plugins' own namespaces (`docs-shared:…`) and stdin left out. */
export function metafileFiles(...metafiles: Metafile[]): string[] {
  const files = new Set<string>();
  for (const metafile of metafiles) {
    for (const input of Object.keys(metafile.inputs)) if (!/^([a-z-]+:|<stdin>$)/.test(input)) files.add(input);
  }
  return [...files].sort();
}

const isPackageFile = (file: string) => /(^|\/)node_modules\//.test(file);
/** The build's own output, emptied at its start and written again step by step: its folders' listings say nothing of an input. */
const isBuildOutput = (folder: string) => /^dist(\/|$)/.test(folder);

/**
 * The state of the given files (relative to `root`): the bytes of each outside node_modules, and the names in its
 * folders (a file added beside an input can change what an import resolves to); for the packages' files, the
 * installed packages as npm recorded them. A missing file counts as a change.
 */
export function inputsDigest(root: string, files: readonly string[]): string {
  const parts: (string | Uint8Array)[] = [installedDigest(root)];
  const folders = new Set<string>();
  for (const file of files) {
    if (isPackageFile(file)) continue;
    const path = join(root, file);
    parts.push(file, existsSync(path) ? readFileSync(path) : '\0missing');
    for (let folder = dirname(file); folder !== '.' && folder !== '/' && !folders.has(folder); folder = dirname(folder))
      folders.add(folder);
  }
  for (const folder of [...folders].filter((folder) => !isBuildOutput(folder)).sort()) {
    const path = join(root, folder);
    parts.push(folder, existsSync(path) ? readdirSync(path).sort().join('\n') : '\0missing');
  }
  return digest(...parts);
}

interface Record<T> {
  inputs: string[];
  inputsDigest: string;
  value: T;
}

/**
 * The result of `compute` as last stored under `name` for the same `config` (everything it depends on besides
 * its files: code, options, entries), if none of the files it read has changed since; else computed and stored.
 * A result whose files changed while it was computed is not stored.
 */
export async function cachedByInputs<T>(
  cache: BuildCache,
  name: string,
  config: string,
  root: string,
  compute: () => Promise<{ value: T; inputs: string[] }>,
): Promise<{ value: T; cached: boolean }> {
  const stored = cache.slot<Record<T>>(name, config);
  if (stored && inputsDigest(root, stored.inputs) === stored.inputsDigest) return { value: stored.value, cached: true };
  const started = Date.now();
  const { value, inputs } = await compute();
  const changedSince = inputs.some(
    (file) => !isPackageFile(file) && existsSync(join(root, file)) && statSync(join(root, file)).mtimeMs >= started,
  );
  if (!changedSince) cache.setSlot(name, config, { inputs, inputsDigest: inputsDigest(root, inputs), value } satisfies Record<T>);
  return { value, cached: false };
}
