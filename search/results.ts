import type { Language } from '../worker/paths/languages';
import { withLanguagePrefix } from '../worker/paths/languages';
import type { RankedHit } from './engine';

/** One result as the worker answers it (`GET /_search`) and the results page lists it. */
export interface SearchHit {
  /** Where it leads, with the reader's language prefix and the entry's anchor. */
  href: string;
  library: string;
  libraryTitle: string;
  page: string;
  title: string;
  kind: RankedHit['kind'];
  excerpt: string;
  /** Indexed words that matched, lowercase (the client highlights them). */
  terms: string[];
}

/** The JSON of `GET /_search?q=`. */
export interface SearchResponse {
  query: string;
  hits: SearchHit[];
}

/** Ranked entries as results: deep links under the reader's language, libraries named. */
export function toSearchHits(ranked: readonly RankedHit[], language: Language, libraryTitle: (id: string) => string): SearchHit[] {
  return ranked.map((hit) => ({
    href: `${withLanguagePrefix(hit.path, language)}${hit.anchor ? `#${encodeURIComponent(hit.anchor)}` : ''}`,
    library: hit.library,
    libraryTitle: libraryTitle(hit.library),
    page: hit.page,
    title: hit.title,
    kind: hit.kind,
    excerpt: hit.excerpt,
    terms: hit.terms,
  }));
}

/** Results of one page of one library, in rank order. */
export interface HitGroup {
  key: string;
  libraryTitle: string;
  page: string;
  hits: { hit: SearchHit; index: number }[];
}

/**
 * Groups results by library and page, each group where its best result ranked;
 * `index` numbers the results in the order they are shown (the keyboard's order).
 */
export function groupHits(hits: readonly SearchHit[]): HitGroup[] {
  const groups = new Map<string, HitGroup>();
  for (const hit of hits) {
    const key = `${hit.library}\n${hit.href.split('#')[0]}`;
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { key, libraryTitle: hit.libraryTitle, page: hit.page, hits: [] }));
    group.hits.push({ hit, index: 0 });
  }
  let index = 0;
  for (const group of groups.values()) for (const item of group.hits) item.index = index++;
  return [...groups.values()];
}
