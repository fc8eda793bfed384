import MiniSearch, { type AsPlainObject, type Options, type SearchOptions } from 'minisearch';
import type { SearchDocument, SearchKind } from './documents';
import { readStoredEntry, STORED_KINDS, storeEntry, type StoredEntry } from './stored-entry';

// MiniSearch (a maintained, dependency-free full-text engine of about 7 KB
// gzipped) does the indexing, prefix and fuzzy matching and BM25 ranking; this
// module only says which fields count, how words are split, and by how much a
// kind of entry or the reader's library is preferred.

/** The fields a result carries, as returned. */
export type StoredHit = Pick<SearchDocument, 'path' | 'anchor' | 'library' | 'page' | 'title' | 'kind' | 'excerpt'>;

/** A page as the index lists it once, rather than in each of its entries. */
export interface IndexedPage {
  path: string;
  title: string;
  library: string;
}

/** An entry as MiniSearch is given it: the fields it indexes, and what it stores to show it (stored-entry.ts). */
interface EngineDocument extends Pick<SearchDocument, 'id' | 'title' | 'keywords' | 'text'>, StoredEntry {}

const STORED_FIELDS: (keyof StoredEntry)[] = ['p', 'k', 't', 'e', 'a'];
const FIELDS: (keyof EngineDocument)[] = ['title', 'keywords', 'text'];

/** A match in the title counts most, then the words that place it (its component, its page), then prose. */
const FIELD_BOOST = { title: 6, keywords: 2, text: 1 };

/** Pages first, then what readers of component docs search for most (hooks, props), then the rest. */
export const KIND_BOOST: Readonly<Record<SearchKind, number>> = {
  page: 1.6,
  'api-tab': 1,
  hook: 1.4,
  heading: 1.1,
  prop: 1.2,
  slot: 1,
  class: 1.1,
  'css-variable': 0.9,
  parameter: 1,
  return: 0.8,
};

/** The reader's own library wins ties and near ties (a Joy UI reader looking for "Button" wants Joy's first). */
export const CURRENT_LIBRARY_BOOST = 1.15;

/** Words too common to tell entries apart; leaving them out also keeps the index small. */
const STOP_WORDS = new Set(
  'a an and are as at be but by for from has have if in into is it its of on or so than that the their then there these this to was we when which will with you your'.split(
    ' ',
  ),
);

const WORDS = /[\n\r\p{Z}\p{P}\p{S}]+/u;
const CAMEL_PARTS = /[A-Z]?[a-z0-9]+|[A-Z]+(?![a-z])/g;

/**
 * Index-time words: each word, plus the parts of a camelCase or PascalCase one,
 * so `disableElevation` is found by itself and by "elevation", `MuiButton` by "button".
 */
export function indexWords(text: string): string[] {
  return text.split(WORDS).flatMap((word) => (word ? [word, ...camelParts(word)] : []));
}

/** The parts of a camelCase or PascalCase word (`disableElevation` → disable, Elevation), none for a plain word. */
export function camelParts(word: string): string[] {
  const parts = word.match(CAMEL_PARTS);
  return parts && parts.length > 1 ? parts : [];
}

/**
 * The camelCase parts of a title's compound words, which `keywords` carries
 * (`SnackbarContent API` → Snackbar Content): the title field has each word
 * whole and once. Were a compound word indexed whole and by its parts in one
 * field, a longer name would match a prefix such as "snackb" twice and outrank
 * the entry named exactly that (`Snackbar`).
 */
function titleParts(title: string): string {
  return queryWords(title).flatMap(camelParts).join(' ');
}

const FIELD_WORDS: Readonly<Record<string, (text: string) => string[]>> = { title: queryWords, keywords: indexWords, text: indexWords };

/** Query-time words: as typed, so `disableElevation` asks for that one word. */
export function queryWords(text: string): string[] {
  return text.split(WORDS).filter(Boolean);
}

/** Lowercase, and no stop words. */
export function processTerm(term: string): string | null {
  const lower = term.toLowerCase();
  return STOP_WORDS.has(lower) ? null : lower;
}

/** The options the index is built and loaded with (MiniSearch needs the same ones both times). */
const ENGINE_OPTIONS: Options<EngineDocument> = {
  fields: FIELDS,
  storeFields: STORED_FIELDS,
  tokenize: (text, field) => (FIELD_WORDS[field ?? 'text'] ?? indexWords)(text),
  processTerm,
  searchOptions: { tokenize: queryWords, processTerm },
};

/** The index: MiniSearch's, and the table of pages its entries point into. */
export interface SearchIndex {
  engine: MiniSearch<EngineDocument>;
  pages: readonly IndexedPage[];
}

/** The index as stored: one JSON document. */
interface SerializedIndex {
  pages: IndexedPage[];
  engine: AsPlainObject;
}

/** Builds the index from every entry. */
export function createSearchIndex(documents: readonly SearchDocument[]): SearchIndex {
  const pages: IndexedPage[] = [];
  const pageNumbers = new Map<string, number>();
  const engine = new MiniSearch<EngineDocument>(ENGINE_OPTIONS);
  engine.addAll(
    documents.map(({ path, page, library, ...rest }) => {
      let p = pageNumbers.get(path);
      if (p === undefined) {
        pageNumbers.set(path, (p = pages.length));
        pages.push({ path, title: page, library });
      }
      return {
        id: rest.id,
        title: rest.title,
        keywords: `${titleParts(rest.title)} ${rest.keywords}`,
        text: rest.text,
        ...storeEntry(rest, p),
      };
    }),
  );
  return { engine, pages };
}

/** The index as one JSON string, for the store. */
export function serializeSearchIndex(index: SearchIndex): string {
  return JSON.stringify({ pages: [...index.pages], engine: index.engine.toJSON() } satisfies SerializedIndex);
}

/** The index from its stored JSON. */
export function loadSearchIndex(json: string): SearchIndex {
  const { pages, engine } = JSON.parse(json) as SerializedIndex;
  return { pages, engine: MiniSearch.loadJS<EngineDocument>(engine, ENGINE_OPTIONS) };
}

/** One found entry with its score, best first. */
export interface RankedHit extends StoredHit {
  score: number;
  /** The indexed words that matched (for highlighting). */
  terms: string[];
}

/**
 * Prefix matching while typing (words of two letters or more), one typo
 * forgiven in a word of five letters or more.
 */
const MATCHING: SearchOptions = {
  prefix: (term) => term.length >= 2,
  fuzzy: (term) => (term.length >= 5 ? 1 : 0),
  boost: FIELD_BOOST,
};

/** Letters and digits only, lowercase: `Text Field`, `text-field` and `TextField` compare equal. */
export const compactTitle = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/** An entry whose whole title is the query (`Button`, not `ButtonBase`) ranks above entries that only contain it. */
export const EXACT_TITLE_BOOST = 2;

/**
 * The best `limit` entries for a query. Every word must match (AND); when that
 * finds nothing, any word may (OR), so a question phrased in a sentence still
 * finds something.
 */
export function rankHits(index: SearchIndex, query: string, { library, limit }: { library?: string; limit: number }): RankedHit[] {
  const { engine, pages } = index;
  const compactQuery = compactTitle(query);
  const options: SearchOptions = {
    ...MATCHING,
    boostDocument: (_id, _term, stored) => {
      const { p, k, t: title } = stored as Partial<StoredEntry>;
      const kind = k === undefined ? undefined : STORED_KINDS[k];
      const own = library && p !== undefined && pages[p]?.library === library ? CURRENT_LIBRARY_BOOST : 1;
      const exact = title !== undefined && compactTitle(title) === compactQuery ? EXACT_TITLE_BOOST : 1;
      return (kind ? KIND_BOOST[kind] : 1) * own * exact;
    },
  };
  let results = engine.search(query, { ...options, combineWith: 'AND' });
  if (results.length === 0) results = engine.search(query, { ...options, combineWith: 'OR' });
  // Equal scores (the same prop on Button and ButtonGroup): the page with the shorter path, the more general one, first.
  const pathLength = (result: (typeof results)[number]) => pages[result.p as number].path.length;
  results.sort((a, b) => b.score - a.score || pathLength(a) - pathLength(b));
  return results.slice(0, limit).map((result) => {
    const { p, anchor, title, kind, excerpt } = readStoredEntry(result as unknown as StoredEntry);
    const page = pages[p];
    return {
      path: page.path,
      anchor,
      library: page.library,
      page: page.title,
      title,
      kind,
      excerpt,
      score: result.score,
      terms: result.terms,
    };
  });
}
