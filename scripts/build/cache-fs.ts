// The build's caches: results that depend only on their key, kept under node_modules (gitignored, and emptied by a
// fresh install, so a clone or `npm ci` starts cold). A key names everything its result depends on.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { sourceFiles } from './hash';
import { copyOutput } from './output-fs';

export const CACHE_DIR = 'node_modules/.cache/docs-build';

/** A hash of the parts, each length-prefixed so that no two lists of parts hash alike. */
export function digest(...parts: (string | Uint8Array)[]): string {
  const hash = createHash('sha256');
  for (const part of parts) {
    const bytes = typeof part === 'string' ? Buffer.from(part) : part;
    hash.update(`${bytes.length}:`);
    hash.update(bytes);
  }
  return hash.digest('hex');
}

/** The files under the given paths (relative to `root`), names and bytes; test files left out, as they build nothing. */
export function sourcesDigest(root: string, paths: readonly string[]): string {
  const files = sourceFiles(root, paths).filter((file) => !/\.test\.tsx?$/.test(file));
  return digest(...files.flatMap((file) => [file, readFileSync(join(root, file))]));
}

const codeDigests = new Map<string, string>();

/**
 * Every source of the site and its build (scripts, worker, search, client, menus, configuration), for results that
 * run a wide range of its code: any change to code moves it. Hashed once per build.
 */
export function codeDigest(root: string): string {
  let found = codeDigests.get(root);
  if (!found) {
    found = digest(
      installedDigest(root),
      sourcesDigest(root, ['scripts', 'worker', 'search', 'client', 'content/menus', 'wrangler.toml', 'tsconfig.base.json']),
    );
    codeDigests.set(root, found);
  }
  return found;
}

/**
 * The installed packages, as npm recorded them after installing (`node_modules/.package-lock.json`, which every
 * install rewrites), else as the lockfile says. Results read from packages key on this rather than on every file.
 */
export function installedDigest(root: string): string {
  const installed = join(root, 'node_modules/.package-lock.json');
  return digest(readFileSync(existsSync(installed) ? installed : join(root, 'package-lock.json')), process.version);
}

/** One folder of entries under the cache, each a JSON file named by its key, or a slot holding one key at a time. */
export class BuildCache {
  readonly dir: string;
  readonly #touched = new Set<string>();

  constructor(root: string, name: string) {
    this.dir = join(root, CACHE_DIR, name);
  }

  /** The value stored under `key`, if any. */
  get<T>(key: string): T | undefined {
    return this.#read<T>(join(this.dir, `${key}.json`), key);
  }

  set(key: string, value: unknown): void {
    this.#write(join(this.dir, `${key}.json`), key, value);
  }

  /** The value of a named slot, if the slot holds `key` (a slot keeps only its last key). */
  slot<T>(name: string, key: string): T | undefined {
    return this.#read<T>(join(this.dir, `${name}.slot.json`), key);
  }

  setSlot(name: string, key: string, value: unknown): void {
    this.#write(join(this.dir, `${name}.slot.json`), key, value);
  }

  /**
   * Copies files (relative to `root`) into a new folder of the cache, by position (a file may lie outside the
   * repository), and returns its name, which whoever stores the list keeps with it: a slot written later names
   * its own folder, so an interrupted build never pairs a slot with another build's files.
   */
  storeFiles(root: string, files: readonly string[]): string {
    const name = `files-${Date.now()}-${process.pid}`;
    files.forEach((file, index) => cpSync(join(root, file), join(this.dir, name, String(index))));
    return name;
  }

  /** Copies back what `storeFiles` kept; false (nothing copied) if any is missing. */
  restoreFiles(name: string, root: string, files: readonly string[]): boolean {
    const dir = join(this.dir, name);
    if (!files.every((_, index) => existsSync(join(dir, String(index))))) return false;
    files.forEach((file, index) => copyOutput(join(dir, String(index)), join(root, file)));
    return true;
  }

  /** Removes the folders of stored files but the one named. */
  keepFiles(name: string): void {
    for (const entry of existsSync(this.dir) ? readdirSync(this.dir) : []) {
      if (entry.startsWith('files-') && entry !== name) rmSync(join(this.dir, entry), { recursive: true, force: true });
    }
  }

  /** Forgets a slot, so that its next read misses. */
  dropSlot(name: string): void {
    rmSync(join(this.dir, `${name}.slot.json`), { force: true });
  }

  /** Removes the keyed entries this run neither read nor wrote, so the folder holds one build's worth. */
  prune(): void {
    if (!existsSync(this.dir)) return;
    for (const name of readdirSync(this.dir)) {
      if (name.endsWith('.json') && !name.endsWith('.slot.json') && !this.#touched.has(name.slice(0, -'.json'.length)))
        rmSync(join(this.dir, name), { force: true });
    }
  }

  #read<T>(file: string, key: string): T | undefined {
    if (!existsSync(file)) return undefined;
    try {
      const stored = JSON.parse(readFileSync(file, 'utf8')) as { key: string; value: T };
      if (stored.key !== key) return undefined;
      this.#touched.add(key);
      return stored.value;
    } catch {
      // A file cut short by an interrupted build: computed again.
      return undefined;
    }
  }

  #write(file: string, key: string, value: unknown): void {
    mkdirSync(dirname(file), { recursive: true });
    // Written aside and renamed, so a reader never sees half a file.
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify({ key, value }));
    renameSync(temporary, file);
    this.#touched.add(key);
  }
}
