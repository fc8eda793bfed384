// The build's output folder (dist/), written afresh by every build. Writing is what costs on this machine's disk
// (about 40 MB/s, and a build writes 150 MB), while reading a file back is nearly free: so the previous build's
// output is set aside, and a file whose bytes are the same as there is moved over instead of written again.
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

let output: { dir: string; previous: string } | undefined;

/** Starts a build's output in `dir`, empty, with the last build's files kept aside for `writeOutput` to reuse. */
export function beginOutput(dir: string): void {
  const previous = `${dir}.previous`;
  // Left by an interrupted build: its own output is the one to keep aside now.
  rmSync(previous, { recursive: true, force: true });
  if (existsSync(dir)) renameSync(dir, previous);
  mkdirSync(dir, { recursive: true });
  output = { dir, previous };
}

/** Removes what the last build wrote and this one did not. */
export function endOutput(): void {
  if (output) rmSync(output.previous, { recursive: true, force: true });
  output = undefined;
}

/** The previous build's file at the place of `path`, if `path` lies in the output. */
function previousOf(path: string): string | undefined {
  if (!output) return undefined;
  const inside = relative(output.dir, path);
  return inside.startsWith('..') ? undefined : join(output.previous, inside);
}

/** Moves the previous build's file into place if it holds exactly `bytes`. */
function reused(path: string, bytes: () => Buffer, size: number): boolean {
  const previous = previousOf(path);
  if (!previous || !existsSync(previous) || statSync(previous).size !== size || !readFileSync(previous).equals(bytes())) return false;
  mkdirSync(dirname(path), { recursive: true });
  renameSync(previous, path);
  return true;
}

/** `writeFileSync`, creating folders; in the output, an unchanged file is moved over from the previous build. */
export function writeOutput(path: string, data: string | Uint8Array): void {
  const bytes = typeof data === 'string' ? Buffer.from(data) : Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  if (reused(path, () => bytes, bytes.byteLength)) return;
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, bytes);
}

/** `copyFileSync`, creating folders; in the output, an unchanged file is moved over from the previous build. */
export function copyOutput(from: string, to: string): void {
  if (reused(to, () => readFileSync(from), statSync(from).size)) return;
  mkdirSync(dirname(to), { recursive: true });
  copyFileSync(from, to);
}
