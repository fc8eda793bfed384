import { createHash } from 'node:crypto';

/** A short content hash for file names, stable across machines. */
export function contentHash(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex').slice(0, 10);
}

/** `name.ext` → `name.HASH.ext`. */
export function hashedName(fileName: string, data: string | Uint8Array): string {
  const dot = fileName.lastIndexOf('.');
  return `${fileName.slice(0, dot)}.${contentHash(data)}${fileName.slice(dot)}`;
}
