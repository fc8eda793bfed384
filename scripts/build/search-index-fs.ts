import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { SectionConfig } from '../../content/menus';
import type { PageData } from '../../client/app/page-data';
import { findSection } from '../../worker/menus/sections';
import { pageSearchDocuments, type SearchDocument, withoutRepeatedMuiXRows } from '../../search/documents';
import { createSearchIndex, serializeSearchIndex } from '../../search/engine';
import { SEARCH_INDEX_KEY } from '../../worker/assets/policy';
import { BuildCache, codeDigest, digest } from './cache-fs';
import { writeOutput } from './output-fs';

export interface SearchIndexReport {
  documents: number;
  pages: number;
  bytes: number;
  gzipBytes: number;
  buildMs: number;
}

/** Pages left out of the index: the layout test pages of `/experiments/docs/` repeat every building block with filler text. */
export const isIndexed = (path: string) => !path.startsWith('/experiments/');

/** The index's JSON and its figures. */
function buildSearchIndex(pages: readonly PageData[], sections: readonly SectionConfig[]): { json: string; report: SearchIndexReport } {
  const started = performance.now();
  const indexed = pages.filter((page) => isIndexed(page.path));
  const documents: SearchDocument[] = withoutRepeatedMuiXRows(
    indexed.flatMap((page) => pageSearchDocuments(page, findSection(sections, page.path).id)),
  ).map((document, id) => ({ ...document, id }));
  const json = serializeSearchIndex(createSearchIndex(documents));
  return {
    json,
    report: {
      documents: documents.length,
      pages: indexed.length,
      bytes: Buffer.byteLength(json),
      gzipBytes: gzipSync(json).length,
      buildMs: performance.now() - started,
    },
  };
}

function writeIndex(publicDir: string, json: string): void {
  writeOutput(join(publicDir, SEARCH_INDEX_KEY), json);
}

/**
 * Builds the search index of every published page (its sections, and on API
 * pages every prop, slot, class, CSS variable, hook and parameter) and writes
 * it into the bucket under a private key: the worker reads it from KV, so it
 * never weighs on the worker's upload, and it is never served as a file.
 */
export function writeSearchIndex(publicDir: string, pages: readonly PageData[], sections: readonly SectionConfig[]): SearchIndexReport {
  const { json, report } = buildSearchIndex(pages, sections);
  writeIndex(publicDir, json);
  return report;
}

/**
 * `writeSearchIndex`, kept with the pages it indexed and the code (the menus' sections among it): the same pages
 * get the same index, and its figures, `buildMs` the time it took when it was built.
 */
export function writeSearchIndexCached(
  root: string,
  publicDir: string,
  pages: readonly PageData[],
  sections: readonly SectionConfig[],
): SearchIndexReport & { cached: boolean } {
  const key = digest(codeDigest(root), JSON.stringify(pages));
  const cache = new BuildCache(root, 'search');
  const stored = cache.slot<{ json: string; report: SearchIndexReport }>('index', key);
  const built = stored ?? buildSearchIndex(pages, sections);
  if (!stored) cache.setSlot('index', key, built);
  writeIndex(publicDir, built.json);
  return { ...built.report, cached: !!stored };
}
