import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import matter from 'gray-matter';
import type { PageData } from '../../client/app/page-data';
import { SECTIONS } from '../../content/menus';
import { leafPages } from '../../worker/menus/tree';
import { renderLlmsTxt } from '../content/llms';
import { type DemoSource, markdownPathOf, pageMarkdown } from '../content/page-markdown';
import { expandGeneratedBlocks } from '../content/markdown';
import { type CompiledPage, GENERATED_BLOCKS } from '../content/pages-fs';
import { BuildCache, codeDigest, digest } from './cache-fs';
import { writeOutput } from './output-fs';

const STYLINGS = ['system', 'tailwind', 'css'] as const;

/** A demo's source files as the reader would copy them: one file, or each styling (and a CSS demo's stylesheet). */
function readDemoSources(demoDir: string, name: string): DemoSource[] {
  const read = (file: string, lang: DemoSource['lang']): DemoSource => ({ file, lang, code: readFileSync(join(demoDir, file), 'utf8') });
  if (existsSync(join(demoDir, `${name}.tsx`))) return [read(`${name}.tsx`, 'tsx')];
  const sources: DemoSource[] = [];
  for (const styling of STYLINGS) {
    if (!existsSync(join(demoDir, `${name}.${styling}.tsx`))) continue;
    sources.push(read(`${name}.${styling}.tsx`, 'tsx'));
    if (styling === 'css' && existsSync(join(demoDir, `${name}.css`))) sources.push(read(`${name}.css`, 'css'));
  }
  return sources;
}

/**
 * Writes every page as Markdown beside the public files (`/material-ui/react-button.md`),
 * then `/llms.txt` (an index of the libraries' pages) and `/llms-full.txt` (every
 * page, in menu order). Returns the full file's size for the build's report, and
 * how many pages were not in the cache.
 * Each page's Markdown is kept in the cache and made again only when what it
 * depends on changes.
 */
export function writeMarkdown(
  root: string,
  publicDir: string,
  compiled: readonly CompiledPage[],
  pages: readonly PageData[],
  origin: string,
) {
  const sources = new Map(compiled.map((page) => [page.data.path, page]));
  const documents = new Map<string, string>();
  // A page's Markdown depends on its data, its body and its demos' sources, and the code: kept per page with them.
  const cache = new BuildCache(root, 'markdown');
  const code = codeDigest(root);
  let made = 0;
  for (const page of pages) {
    const source = sources.get(page.path);
    // Generated blocks (the system properties table) in place of their fences, as on the page.
    const written = source ? matter(readFileSync(join(root, 'content/pages', source.file), 'utf8')).content : undefined;
    const body = written === undefined ? undefined : expandGeneratedBlocks(written, GENERATED_BLOCKS, source!.file);
    const demoDir = join(root, 'content/demos', page.path.slice(1));
    const demoSources = source?.demos.length ? new Map(source.demos.map((name) => [name, readDemoSources(demoDir, name)])) : undefined;
    const key = digest(code, JSON.stringify(page), body ?? '\0', JSON.stringify(demoSources ? [...demoSources] : null));
    let markdown = cache.get<string>(key);
    if (markdown === undefined) {
      cache.set(key, (markdown = pageMarkdown({ page, body, demoSources })));
      made++;
    }
    documents.set(page.path, markdown);
    const file = join(publicDir, markdownPathOf(page.path).slice(1));
    writeOutput(file, markdown);
  }

  const index = new Map(pages.map((page) => [page.path, { title: page.title, description: page.description }]));
  writeOutput(join(publicDir, 'llms.txt'), renderLlmsTxt(origin, SECTIONS, index));
  // Menu order first (what a reader of the whole would want), then pages no menu lists.
  const ordered = [
    ...new Set([...SECTIONS.flatMap((section) => leafPages(section.menu).map((page) => page.pathname)), ...[...documents.keys()].sort()]),
  ];
  const full = ordered
    .filter((path) => documents.has(path))
    .map((path) => `<!-- ${origin}${markdownPathOf(path)} -->\n\n${documents.get(path)}`)
    .join('\n');
  writeOutput(join(publicDir, 'llms-full.txt'), full);
  cache.prune();
  return { pages: documents.size, fullBytes: Buffer.byteLength(full), made };
}
