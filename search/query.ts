/** Longest query answered, in characters; longer ones are refused (400) before any work. */
export const MAX_QUERY_LENGTH = 200;
/** Words of a query that are searched; the rest are ignored, which bounds the work of one query. */
export const MAX_QUERY_WORDS = 8;

export type ParsedQuery = { kind: 'ok'; text: string } | { kind: 'empty' } | { kind: 'bad-request'; reason: string };

// C0 and C1 control characters, and the Unicode line and paragraph separators.
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;

/**
 * Reads the `q` parameter of a raw query string (`location.search`) as typed:
 * a malformed percent-encoding or an over-long query is refused, control
 * characters become spaces, whitespace is collapsed and the words beyond
 * MAX_QUERY_WORDS are dropped. Nothing here interprets the text further (the
 * engine treats it as plain words, never as a pattern).
 */
export function parseSearchQuery(search: string): ParsedQuery {
  const raw = rawParameter(search, 'q');
  if (raw === null) return { kind: 'empty' };
  if (raw.length > MAX_QUERY_LENGTH * 9) return tooLong();
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return { kind: 'bad-request', reason: 'The search query contains a malformed percent-encoding.' };
  }
  return normalizeQuery(decoded);
}

/** The same rules for a query already decoded (the dialog's input). */
export function normalizeQuery(text: string): ParsedQuery {
  if (text.length > MAX_QUERY_LENGTH) return tooLong();
  const words = text.replace(CONTROL, ' ').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return { kind: 'empty' };
  return { kind: 'ok', text: words.slice(0, MAX_QUERY_WORDS).join(' ') };
}

const tooLong = (): ParsedQuery => ({ kind: 'bad-request', reason: `The search query is longer than ${MAX_QUERY_LENGTH} characters.` });

/** The first raw (still encoded) value of a parameter, or null. */
function rawParameter(search: string, name: string): string | null {
  for (const pair of search.replace(/^\?/, '').split('&')) {
    const at = pair.indexOf('=');
    const key = at === -1 ? pair : pair.slice(0, at);
    if (key === name) return at === -1 ? '' : pair.slice(at + 1);
  }
  return null;
}

/** A query as a cache key: case and spacing do not change the answer. */
export function queryCacheKey(text: string): string {
  return text.toLowerCase();
}
