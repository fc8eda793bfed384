import TurndownService from 'turndown';
import { type ApiReference, type HookReference, PLAN_LABELS } from '../../client/app/api/api-data';
import type { BlogPostSummary, PageData } from '../../client/app/page-data';
import { markdownPathOf } from '../../client/app/links';
import { readingTimeLabel } from '../../client/app/blog-format';

export { markdownPathOf };

/** One written variant of a demo's source (a Base UI demo has up to three stylings). */
export interface DemoSource {
  /** File name shown above the code, e.g. `BasicButtons.tsx` or `UnstyledButton.tailwind.tsx`. */
  file: string;
  /** The fence's language: `tsx`, or `css` for a plain CSS demo's stylesheet. */
  lang: 'tsx' | 'css';
  code: string;
}

export interface PageMarkdownInput {
  page: PageData;
  /** The page's Markdown body (without frontmatter), for pages written in Markdown. */
  body?: string;
  /** A demo's TypeScript sources by demo name, in the order the page's fences name them. */
  demoSources?: ReadonlyMap<string, readonly DemoSource[]>;
}

// API descriptions reach the page as HTML (compiled from the packages' JSDoc):
// turndown turns that small subset (code, links, emphasis, lists) back into Markdown.
const turndown = new TurndownService({ codeBlockStyle: 'fenced', headingStyle: 'atx', bulletListMarker: '-' });

/** HTML of a description as Markdown on one line, safe inside a table cell. */
export function cellMarkdown(html: string): string {
  return escapeCell(
    turndown
      .turndown(html)
      .replace(/\s*\n+\s*/g, ' ')
      .trim(),
  );
}

function escapeCell(text: string): string {
  return text.replace(/\|/g, '\\|');
}

/** A type or default in a table cell: code, with pipes (union types) escaped. */
function codeCell(text: string | undefined): string {
  if (!text) return '';
  const flat = text.replace(/\s*\n\s*/g, ' ');
  return `\`${escapeCell(flat.replace(/`/g, "'"))}\``;
}

function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return [`| ${header.join(' | ')} |`, `| ${header.map(() => '---').join(' | ')} |`, ...rows.map((row) => `| ${row.join(' | ')} |`)].join(
    '\n',
  );
}

const FENCE = /^(`{3,}|~{3,})[ \t]*demo[ \t]*\n[ \t]*([A-Za-z0-9]+)[ \t]*\n\1[ \t]*$/gm;

/** Replaces each `demo` fence with the demo's source: one fenced block per file (per styling, and a CSS demo's stylesheet). */
export function inlineDemoSources(body: string, sources: ReadonlyMap<string, readonly DemoSource[]>): string {
  return body.replace(FENCE, (_fence, _marker: string, name: string) => {
    const variants = sources.get(name);
    if (!variants?.length) throw new Error(`no source for demo ${name}`);
    return variants
      .map(
        (variant) =>
          `${fenceFor(variant.code)}${variant.lang} title="${variant.file}"\n${variant.code.trimEnd()}\n${fenceFor(variant.code)}`,
      )
      .join('\n\n');
  });
}

/** A fence longer than any backtick run in the code, so the code can never close it. */
function fenceFor(code: string): string {
  const longest = Math.max(2, ...[...code.matchAll(/`+/g)].map((match) => match[0].length));
  return '`'.repeat(longest + 1);
}

function propsTable(props: ApiReference['props']): string {
  return table(
    ['Name', 'Type', 'Default', 'Description'],
    props.map((prop) => [
      `\`${prop.name}\`${prop.required ? ' (required)' : ''}${prop.plan ? ` (${PLAN_LABELS[prop.plan]})` : ''}`,
      codeCell(prop.type),
      codeCell(prop.default),
      [prop.deprecated ? `Deprecated: ${cellMarkdown(prop.deprecated)}` : '', cellMarkdown(prop.descriptionHtml)].filter(Boolean).join(' '),
    ]),
  );
}

/** A component's reference: import, description, props, CSS classes, slots, CSS variables. */
export function apiMarkdown(api: ApiReference, level = 2): string {
  const h = '#'.repeat(level);
  // The extractor gives whole statements (`import { Unstable_Grid as Grid } from '@mui/system';`); a bare module path is named after the component.
  const imports = api.importPaths.map((path) => (path.startsWith('import ') ? path : `import ${api.name} from '${path}';`));
  const parts = [`${h} Import`, ['```js', ...imports, '```'].join('\n')];
  const description = turndown.turndown(api.descriptionHtml).trim();
  if (description) parts.push(description);
  if (api.inheritsFrom)
    parts.push(
      `Props of ${api.inheritsFrom.name} are also available${api.inheritsFrom.path ? ` ([${api.inheritsFrom.name}](${api.inheritsFrom.path}))` : ''}.`,
    );
  if (api.systemProps)
    parts.push(
      `${api.name.replace(/^Unstable_/, '')} also takes every [system property](/system/properties) as a prop, such as \`m\`, \`bgcolor\` or \`display\`.`,
    );
  if (api.plan) parts.push(`Needs the MUI X ${PLAN_LABELS[api.plan]} plan.`);
  parts.push(`${h} ${api.membersTitle ?? 'Props'}`, api.props.length ? propsTable(api.props) : 'No props of its own.');
  if (api.classes.length) {
    parts.push(
      `${h} CSS classes`,
      table(
        ['Class name', 'Rule name', 'Description'],
        api.classes.map((entry) => [`\`.${entry.className}\``, `\`${entry.key}\``, cellMarkdown(entry.descriptionHtml)]),
      ),
    );
  }
  if (api.slots.length) {
    parts.push(
      `${h} Slots`,
      table(
        ['Slot', 'Default element', 'Description'],
        api.slots.map((slot) => [`\`${slot.name}\``, codeCell(slot.defaultElement), cellMarkdown(slot.descriptionHtml)]),
      ),
    );
  }
  if (api.cssVariables?.length) {
    parts.push(`${h} CSS variables`, api.cssVariables.map((variable) => `- \`${variable.name}\``).join('\n'));
  }
  return parts.join('\n\n');
}

/** A hook's reference: import, description, parameters and return value. */
export function hookMarkdown(hook: HookReference, level = 2): string {
  const h = '#'.repeat(level);
  const name = hook.name.replace(/^unstable_/, '');
  const imports = hook.importPaths.map((path) => (path.startsWith('import ') ? path : `import { ${hook.name} } from '${path}';`));
  const parts = [`${h} Import`, ['```js', ...imports, '```'].join('\n')];
  const description = turndown.turndown(hook.descriptionHtml).trim();
  if (description) parts.push(description);
  parts.push(`${h} Parameters`, hook.parameters.length ? propsTable(hook.parameters) : `${name} takes no parameters.`);
  parts.push(`${h} Return value`, hook.returnValue.length ? propsTable(hook.returnValue) : `${name} returns nothing.`);
  return parts.join('\n\n');
}

/**
 * A page as one Markdown document: title and description, then the written
 * body with every demo's TypeScript source in place of the live demo, or the
 * API reference as Markdown tables. Readers paste it into notes; tools read it
 * instead of scraping HTML.
 */
export function pageMarkdown({ page, body, demoSources }: PageMarkdownInput): string {
  const parts = [`# ${page.title}`];
  // A post's date, byline, reading time and tags, as on its page.
  if (page.post) parts.push(postLine(page.post));
  parts.push(`> ${page.description.replace(/\s*\n\s*/g, ' ')}`);
  if (body?.trim()) parts.push(demoSources ? inlineDemoSources(body.trim(), demoSources) : body.trim());
  if (page.api) parts.push(apiMarkdown(page.api));
  for (const api of page.apis ?? []) parts.push(`## ${api.name}`, apiMarkdown(api, 3));
  if (page.hooks?.length === 1 && !page.tabs) parts.push(hookMarkdown(page.hooks[0]));
  else for (const hook of page.hooks ?? []) parts.push(`## ${hook.name}`, hookMarkdown(hook, 3));
  if (page.usedIn?.length) parts.push('## Demos', page.usedIn.map((link) => `- [${link.title}](${link.pathname}.md)`).join('\n'));
  if (page.posts?.length) {
    parts.push(
      page.posts.map((post) => `## [${post.title}](${markdownPathOf(post.path)})\n\n${postLine(post)}\n\n${post.summary}`).join('\n\n'),
    );
  }
  for (const product of page.versions ?? []) {
    parts.push(
      `## ${product.name}`,
      product.versions.map((entry) => `- [${entry.text}](${entry.href})${entry.current ? ' (installed)' : ''}`).join('\n'),
    );
  }
  return `${parts.join('\n\n')}\n`;
}

/** `2024-02-08 · The Material UI team · 5 min read · Tags: Material UI, Release` */
function postLine(post: BlogPostSummary): string {
  return [post.date, post.byline, readingTimeLabel(post.readingMinutes), `Tags: ${post.tags.join(', ')}`].join(' · ');
}
