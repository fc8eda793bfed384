import type { SectionConfig } from '../../content/menus';
import { loadSearchIndex, rankHits, type SearchIndex } from '../../search/engine';
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

/** Thrown when the store holds no index: the caller answers 503. */
export class SearchIndexMissing extends Error {}

/**
 * The search of one isolate: the index is read from the store and loaded on
 * first use, once (a failed load is tried again by the next request), then
 * every query is ranked in memory.
 */
export function createSearchService({ readIndex, sections }: SearchServiceOptions) {
  let loading: Promise<SearchIndex> | undefined;
  const titles = new Map(sections.map((section) => [section.id, section.title]));
  const load = () => {
    loading ??= readIndex().then((json) => {
      if (json === null) throw new SearchIndexMissing('the store holds no search index');
      return loadSearchIndex(json);
    });
    loading.catch(() => (loading = undefined));
    return loading;
  };
  return {
    /** Starts loading the index (the dialog asks as it opens, so the first query finds it ready). */
    warm: () => void load().catch(() => {}),
    /** Whether `library` is a section id (anything else is ignored). */
    isLibrary: (library: string) => titles.has(library),
    /** The results of a normalized query, links under the reader's language. */
    async search(
      query: string,
      { language, library, limit }: { language: Language; library?: string; limit: number },
    ): Promise<SearchHit[]> {
      const index = await load();
      return toSearchHits(rankHits(index, query, { library, limit }), language, (id) => titles.get(id) ?? id);
    },
    cacheKey: queryCacheKey,
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
