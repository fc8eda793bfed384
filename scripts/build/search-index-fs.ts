import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { SectionConfig } from '../../content/menus';
import type { PageData } from '../../client/app/page-data';
import { findSection } from '../../worker/menus/sections';
import { pageSearchDocuments, type SearchDocument, withoutRepeatedMuiXRows } from '../../search/documents';
import { createSearchIndex, serializeSearchIndex } from '../../search/engine';
import { SEARCH_INDEX_KEY } from '../../worker/assets/policy';

export interface SearchIndexReport {
  documents: number;
  pages: number;
  bytes: number;
  gzipBytes: number;
  buildMs: number;
}

/** Pages left out of the index: the layout test pages of `/experiments/docs/` repeat every building block with filler text. */
export const isIndexed = (path: string) => !path.startsWith('/experiments/');

/**
 * Builds the search index of every published page (its sections, and on API
 * pages every prop, slot, class, CSS variable, hook and parameter) and writes
 * it into the bucket under a private key: the worker reads it from KV, so it
 * never weighs on the worker's upload, and it is never served as a file.
 */
export function writeSearchIndex(publicDir: string, pages: readonly PageData[], sections: readonly SectionConfig[]): SearchIndexReport {
  const started = performance.now();
  const indexed = pages.filter((page) => isIndexed(page.path));
  const documents: SearchDocument[] = withoutRepeatedMuiXRows(
    indexed.flatMap((page) => pageSearchDocuments(page, findSection(sections, page.path).id)),
  ).map((document, id) => ({ ...document, id }));
  const json = serializeSearchIndex(createSearchIndex(documents));
  const file = join(publicDir, SEARCH_INDEX_KEY);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, json);
  return {
    documents: documents.length,
    pages: indexed.length,
    bytes: Buffer.byteLength(json),
    gzipBytes: gzipSync(json).length,
    buildMs: performance.now() - started,
  };
}
