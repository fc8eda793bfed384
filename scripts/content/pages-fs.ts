import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { PageData } from '../../client/app/page-data';
import { compileMarkdown } from './markdown';

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
export function compileContentPages(pagesDir: string): CompiledPage[] {
  return [...markdownFiles(pagesDir)].sort().map((file) => {
    const name = relative(pagesDir, file);
    const compiled = compileMarkdown(readFileSync(file, 'utf8'), name);
    const path = pathForFile(name);
    return {
      file: name,
      links: compiled.links,
      fonts: compiled.fonts,
      api: compiled.api,
      demos: compiled.demos,
      components: compiled.components,
      hooks: compiled.hooks,
      data: { path, title: compiled.title, description: compiled.description, html: compiled.html, toc: compiled.toc },
    };
  });
}
