/**
 * Canonical form of a path: repeated slashes collapsed, no trailing slash
 * (except for `/` itself). The result always starts with exactly one `/`, so
 * it can never be read as a protocol-relative (`//host`) address.
 */
export function canonicalizePath(path: string): string {
  const collapsed = `/${path}`.replace(/\/{2,}/g, '/');
  return collapsed.length > 1 ? collapsed.replace(/\/+$/, '') || '/' : collapsed;
}

/** Removes a `#fragment` from a path or URL-like string. */
export function stripFragment(path: string): string {
  const index = path.indexOf('#');
  return index === -1 ? path : path.slice(0, index);
}

/**
 * Decodes a path's percent-escapes, or returns `null` when they are malformed
 * (`/%E0%A4%A`), so the caller can answer 400 instead of throwing.
 */
export function safeDecodePath(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}
