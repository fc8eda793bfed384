import type { SearchDocument, SearchKind } from './documents';
import { slugify } from './slug';

// What the index keeps of each entry to show it as a result. The index is parsed whole by each isolate
// that searches, and these fields were two fifths of it, mostly repeated words: a field name per entry,
// the kind spelled out, and an anchor that the kind and title already say. So each field has a one-letter
// name, the kind is a number and the anchor is kept only where it cannot be told from the rest.

/** The kinds, numbered by their place here (the index and the worker that reads it come from one build). */
export const STORED_KINDS: readonly SearchKind[] = [
  'page',
  'api-tab',
  'heading',
  'prop',
  'slot',
  'class',
  'css-variable',
  'hook',
  'parameter',
  'return',
];

/** An entry as the index stores it. */
export interface StoredEntry {
  /** The page, by number in the index's page table. */
  p: number;
  /** The kind, by number in STORED_KINDS. */
  k: number;
  /** The title. */
  t: string;
  /** The excerpt. */
  e: string;
  /** The anchor, only when `impliedAnchor` does not give it. */
  a?: string;
}

/** The entry's fields as a result shows them. */
export type ShownEntry = Pick<SearchDocument, 'anchor' | 'title' | 'kind' | 'excerpt'> & { p: number };

/**
 * The anchor that an entry's kind and title imply: the ids the API sections give their rows
 * (client/app/api/ApiSections.tsx), none for a page, a heading's slug as the Markdown compiler writes it
 * (`slugify`; a repeated heading's `-1` is not implied). Undefined where nothing
 * is implied (a hook's parameters carry the hook's name).
 */
export function impliedAnchor(kind: SearchKind, title: string): string | undefined {
  switch (kind) {
    case 'page':
    case 'api-tab':
      return '';
    case 'prop':
    case 'slot':
      return `${kind}-${title}`;
    case 'class':
      // `MuiButton-root` is the row `class-root`; a state class (`Mui-disabled`) is `class-disabled`.
      return `class-${title.replace(/^[A-Za-z]+-/, '')}`;
    case 'css-variable':
      return `css-variable${title.slice(1)}`;
    case 'heading':
      return slugify(title);
    default:
      return undefined;
  }
}

/** The stored form of an entry of page number `p`. */
export function storeEntry(entry: Pick<SearchDocument, 'anchor' | 'title' | 'kind' | 'excerpt'>, p: number): StoredEntry {
  const k = STORED_KINDS.indexOf(entry.kind);
  if (k < 0) throw new Error(`search index: no number for the kind ${entry.kind}`);
  const stored: StoredEntry = { p, k, t: entry.title, e: entry.excerpt };
  if (impliedAnchor(entry.kind, entry.title) !== entry.anchor) stored.a = entry.anchor;
  return stored;
}

/** An entry's fields back from its stored form. */
export function readStoredEntry(stored: StoredEntry): ShownEntry {
  const kind = STORED_KINDS[stored.k];
  return { p: stored.p, kind, title: stored.t, excerpt: stored.e, anchor: stored.a ?? impliedAnchor(kind, stored.t) ?? '' };
}
