import matter from 'gray-matter';
import { Marked, Renderer, type Tokens } from 'marked';
import type { TocEntry } from '../../client/app/page-data';
import { renderCodeBlock } from './code-block';
import { countWords } from './reading-time';
import { escapeHtml } from './prism';
import { createSlugger } from '../../search/slug';

export interface CompiledMarkdown {
  title: string;
  description: string;
  html: string;
  toc: TocEntry[];
  /** Every `href` in the body, for the link check. */
  links: string[];
  /** Extra font stylesheets the page asks for by name (frontmatter `fonts`). */
  fonts: string[];
  /** A component whose API reference the page shows (frontmatter `api`). */
  api?: string;
  /** Live demos referenced with a `demo` fence, in order. */
  demos: string[];
  /** Components documented by the page's "Components API" tab (frontmatter `components`). */
  components: string[];
  /** Hooks documented by the page's "Hooks API" tab (frontmatter `hooks`). */
  hooks: string[];
  /** The whole frontmatter, for the kinds of page that read more of it (blog posts: `date`, `byline`, `tags`). */
  frontmatter: Record<string, unknown>;
  /** Words of the body (scripts/content/reading-time.ts), for a post's reading time. */
  words: number;
}

/** The marker a demo fence leaves in the HTML, where the live demo goes. */
export const demoMarker = (name: string) => `<!--demo:${name}-->`;
const DEMO_NAME = /^[A-Z][A-Za-z0-9]*$/;

/**
 * Markdown the build writes from installed packages, placed by a fence ```` ```generated ```` holding
 * its name (the system properties table: `system-properties`).
 */
export type GeneratedBlocks = Record<string, () => string>;

/** Replaces each `generated` fence with its block's Markdown, compiled with the rest of the page. */
export function expandGeneratedBlocks(content: string, generated: GeneratedBlocks, file: string): string {
  return content.replace(/^```generated[ \t]*\n([^\n]*)\n```[ \t]*$/gm, (_, name: string) => {
    const block = generated[name.trim()];
    if (!block)
      throw new Error(`${file}: unknown generated block "${name.trim()}" (known: ${Object.keys(generated).join(', ') || 'none'})`);
    return block();
  });
}

/**
 * Compiles a Markdown page with frontmatter: headings get stable ids and an
 * anchor link, fenced code is highlighted with Prism so no highlighter ships
 * to the browser. The h1 comes from `title`, not from the body.
 */
export function compileMarkdown(source: string, file: string, generated: GeneratedBlocks = {}): CompiledMarkdown {
  const { data, content: written } = matter(source);
  const content = expandGeneratedBlocks(written, generated, file);
  if (typeof data.title !== 'string' || !data.title) throw new Error(`${file}: frontmatter needs a title`);
  if (typeof data.description !== 'string') throw new Error(`${file}: frontmatter needs a description`);

  const slug = createSlugger();
  const toc: TocEntry[] = [];
  const links: string[] = [];
  const demos: string[] = [];
  // The section a table is in names its scroll box: the last heading before it, else the page.
  let section = data.title;
  const marked = new Marked({
    gfm: true,
    renderer: {
      heading({ tokens, depth, text }: Tokens.Heading) {
        if (depth === 1) throw new Error(`${file}: use frontmatter title instead of a "#" heading`);
        const inner = this.parser.parseInline(tokens);
        const id = slug(text);
        if (depth <= 3) toc.push({ id, text: stripTags(inner), level: depth });
        section = stripTags(inner);
        return `<h${depth} id="${id}">${inner}<a class="anchor-link" href="#${id}" aria-label="Link to this section">#</a></h${depth}>\n`;
      },
      code({ text, lang }: Tokens.Code) {
        if ((lang ?? '').trim() === 'demo') {
          const name = text.trim();
          if (!DEMO_NAME.test(name)) throw new Error(`${file}: a demo fence names one demo component, got "${name}"`);
          demos.push(name);
          return `${demoMarker(name)}\n`;
        }
        return renderCodeBlock(text, lang ?? '');
      },
      // Wide tables scroll inside their own box instead of widening the page. On a phone most of them overflow,
      // and a box that scrolls must take the keyboard's focus to be scrolled without a pointer (WCAG 2.1.1; axe's
      // scrollable-region-focusable): a named region, so a screen reader says what the stop is. The box ends with a
      // marker: the article streams, and until the parser reaches the marker the table stays hidden
      // (globalStyles.ts). A table painted with its first rows only would size its columns for them, then re-wrap
      // every row when a longer one arrives: 0.036 of layout shift on the Data Grid's slots table in a CI run.
      table(token: Tokens.Table) {
        const table = Renderer.prototype.table.call(this, token).trimEnd();
        return (
          `<div class="table-scroll table-streamed" tabindex="0" role="region" aria-label="${escapeHtml(section)}">` +
          `${table}<span class="table-end" hidden></span></div>\n`
        );
      },
      link({ href, title, tokens }: Tokens.Link) {
        links.push(href);
        const inner = this.parser.parseInline(tokens);
        const external = /^https?:\/\//.test(href);
        const attributes = external ? ' target="_blank" rel="noopener noreferrer"' : '';
        const titleAttribute = title ? ` title="${escapeHtml(title)}"` : '';
        return `<a href="${escapeHtml(href)}"${titleAttribute}${attributes}>${inner}</a>`;
      },
    },
  });
  const html = marked.parse(content, { async: false });
  const fonts = Array.isArray(data.fonts) ? data.fonts.map(String) : [];
  const api = typeof data.api === 'string' ? data.api : undefined;
  const components = Array.isArray(data.components) ? data.components.map(String) : [];
  const hooks = Array.isArray(data.hooks) ? data.hooks.map(String) : [];
  return {
    title: data.title,
    description: data.description,
    html,
    toc,
    links,
    fonts,
    api,
    demos,
    components,
    hooks,
    frontmatter: data,
    words: countWords(content),
  };
}

function stripTags(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");
}
