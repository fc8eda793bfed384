import type { SectionConfig } from '../../content/menus';
import type { SearchIndex } from '../../search/engine';
import { queryCacheKey } from '../../search/query';
import { type SearchHit, toSearchHits } from '../../search/results';
import type { Language } from '../paths/languages';

/** Results the dialog shows; the results page shows more. */
export const DIALOG_RESULTS = 20;
export const PAGE_RESULTS = 50;

export interface SearchServiceOptions {
  /** The stored index (JSON), or null when the store has none. */
  readIndex(): Promise<string | null>;
  sections: readonly SectionConfig[];
}

interface LoadedSearch {
  index: SearchIndex;
  rankHits: typeof import('../../search/engine').rankHits;
}

/** Keeps a promise alive past the request's response (its execution context's waitUntil). */
export type KeepAlive = (promise: Promise<unknown>) => void;

/** Thrown when the store holds no index: the caller answers 503. */
export class SearchIndexMissing extends Error {}

/**
 * The search of one isolate: the index is read from the store and loaded on
 * first use, once (a failed load is tried again by the next request), then
 * every query is ranked in memory.
 */
export function createSearchService({ readIndex, sections }: SearchServiceOptions) {
  let loading: Promise<LoadedSearch> | undefined;
  const titles = new Map(sections.map((section) => [section.id, section.title]));
  // Every request that waits for the load keeps it alive (`keepAlive`: the request's waitUntil): the KV read
  // belongs to the request that started it, and if that one ended early (its reader typed on and the browser
  // dropped it), the others would wait on I/O that workerd canceled with it.
  const load = (keepAlive: KeepAlive) => {
    // The engine (MiniSearch) is a chunk of its own: an isolate that never searches never compiles it.
    loading ??= Promise.all([readIndex(), import('../../search/engine')]).then(([json, engine]) => {
      if (json === null) throw new SearchIndexMissing('the store holds no search index');
      return { index: engine.loadSearchIndex(json), rankHits: engine.rankHits };
    });
    loading.catch(() => (loading = undefined));
    keepAlive(loading.catch(() => {}));
    return loading;
  };
  return {
    /** Starts loading the index (the dialog asks as it opens, so the first query finds it ready). */
    warm: (keepAlive: KeepAlive) => void load(keepAlive).catch(() => {}),
    /** Whether `library` is a section id (anything else is ignored). */
    isLibrary: (library: string) => titles.has(library),
    /** The results of a normalized query, links under the reader's language. */
    async search(
      query: string,
      { language, library, limit, keepAlive }: { language: Language; library?: string; limit: number; keepAlive: KeepAlive },
    ): Promise<SearchHit[]> {
      const { index, rankHits } = await load(keepAlive);
      return toSearchHits(rankHits(index, query, { library, limit }), language, (id) => titles.get(id) ?? id);
    },
    cacheKey: queryCacheKey,
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
