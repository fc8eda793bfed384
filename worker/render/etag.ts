/**
 * Entity tags are weak (`W/"…"`): a page's bytes are not the same on every
 * render (a bot gets the whole document at once, a person gets streamed
 * boundaries; a slow part may be left to the client) and the platform may
 * compress the body, but every one of those bodies is the same page. A weak
 * tag promises exactly that, and If-None-Match compares weakly anyway.
 */
export function weakEtag(opaque: string): string {
  return `W/"${opaque}"`;
}

// One entity tag of a list: optional `W/`, then a quoted opaque tag, which may
// itself hold commas (RFC 9110 §8.8.3), so the list is not split on commas.
const ENTITY_TAG = /(?:W\/)?"([^"]*)"/g;

/**
 * Whether an If-None-Match value matches `etag` (RFC 9110 §13.1.2): `*`
 * matches any current representation; otherwise any listed tag whose opaque
 * part equals ours, `W/` ignored on both sides (the weak comparison).
 */
export function matchesIfNoneMatch(header: string | null | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const ours = /"([^"]*)"/.exec(etag)?.[1];
  if (ours === undefined) return false;
  for (const [, listed] of header.matchAll(ENTITY_TAG)) if (listed === ours) return true;
  return false;
}
