import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { PageData } from '../../client/app/page-data';
import { compileMarkdown, type GeneratedBlocks } from './markdown';
import { readSystemProperties, systemPropertiesMarkdown } from './system-properties';
import { gridLocalesMarkdown, readGridLocales } from './data-grid-locales';

/** What `generated` fences place: Markdown written from the installed packages at build time. */
export const GENERATED_BLOCKS: GeneratedBlocks = {
  // /system/properties: every system property, from @mui/system's own configuration and style functions.
  'system-properties': () => systemPropertiesMarkdown(readSystemProperties()),
  // /x/react-data-grid/localization: every locale @mui/x-data-grid exports, with how much of the grid it translates.
  'data-grid-locales': () => gridLocalesMarkdown(readGridLocales()),
};

export interface CompiledPage {
  data: PageData;
  links: string[];
  file: string;
  /** Font stylesheet names from the frontmatter; the build turns them into URLs. */
  fonts: string[];
  /** Component named by the frontmatter `api`; the build adds its reference. */
  api?: string;
  /** Live demos, in order of appearance. */
  demos: string[];
  /** Components of the page's Components API tab. */
  components: string[];
  /** Hooks of the page's Hooks API tab. */
  hooks: string[];
  /** The page's whole frontmatter (blog posts read `date`, `byline` and `tags` from it). */
  frontmatter: Record<string, unknown>;
  /** Words of the body, for a blog post's reading time. */
  words: number;
}

/** `material-ui/getting-started/usage.md` → `/material-ui/getting-started/usage`; `x/index.md` → `/x`. */
export function pathForFile(relativeFile: string): string {
  const withoutExtension = relativeFile.split(sep).join('/').replace(/\.md$/, '');
  const path = `/${withoutExtension}`.replace(/\/index$/, '');
  return path || '/';
}

function* markdownFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) yield* markdownFiles(full);
    else if (entry.name.endsWith('.md')) yield full;
  }
}

/** Compiles every Markdown page under `content/pages`. */
export function compileContentPages(pagesDir: string, generated: GeneratedBlocks = GENERATED_BLOCKS): CompiledPage[] {
  return [...markdownFiles(pagesDir)].sort().map((file) => {
    const name = relative(pagesDir, file);
    const compiled = compileMarkdown(readFileSync(file, 'utf8'), name, generated);
    const path = pathForFile(name);
    return {
      file: name,
      links: compiled.links,
      fonts: compiled.fonts,
      api: compiled.api,
      demos: compiled.demos,
      components: compiled.components,
      hooks: compiled.hooks,
      frontmatter: compiled.frontmatter,
      words: compiled.words,
      data: { path, title: compiled.title, description: compiled.description, html: compiled.html, toc: compiled.toc },
    };
  });
}
