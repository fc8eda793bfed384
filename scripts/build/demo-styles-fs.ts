import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { compile } from 'tailwindcss';
import type { PageData } from '../../client/app/page-data';
import { demoStylesheetOf } from '../content/demos-fs';
import { pageSlug } from './demo-bundles';
import { BuildCache, digest, installedDigest } from './cache-fs';
import { hashedName } from './hash';
import { writeOutput } from './output-fs';

const require = createRequire(import.meta.url);

/**
 * Tailwind CSS for the demos: its theme variables and utilities, no preflight
 * (the page around the demos is the site's, and a reset would restyle it).
 * `dark:` follows the site's mode, which the first-paint script writes as
 * `data-mui-color-scheme` on <html>, not the system's preference.
 */
export const TAILWIND_INPUT = [
  "@import 'tailwindcss/theme.css' layer(theme);",
  "@import 'tailwindcss/utilities.css' layer(utilities);",
  '@custom-variant dark (&:where([data-mui-color-scheme=dark], [data-mui-color-scheme=dark] *));',
].join('\n');

/**
 * The class-name candidates of a source file, as Tailwind's own scanner would
 * find them: every run of characters a class name can hold, between quotes,
 * backticks, braces and white space. Anything that is not a utility is
 * ignored by the compiler.
 */
export function tailwindCandidates(source: string): string[] {
  return [...new Set(source.split(/[\s"'`{}]+/).filter((token) => token.length < 120 && /^[!@[a-z-]/.test(token)))];
}

/** Compiles the stylesheet of the given class-name candidates with the installed `tailwindcss` (no CDN, no PostCSS). */
export async function compileTailwind(candidates: readonly string[]): Promise<string> {
  const packageDir = dirname(require.resolve('tailwindcss/package.json'));
  const compiler = await compile(TAILWIND_INPUT, {
    base: packageDir,
    async loadStylesheet(id: string) {
      const path = join(packageDir, id.replace(/^tailwindcss\/?/, '') || 'index.css');
      return { path, base: dirname(path), content: readFileSync(path, 'utf8') };
    },
  });
  return compiler.build([...candidates]);
}

/** `compileTailwind`, kept by its candidates, its input and the installed packages (tailwindcss's version). */
async function compileTailwindCached(root: string, candidates: readonly string[]): Promise<string> {
  const cache = new BuildCache(root, 'tailwind');
  const key = digest(installedDigest(root), TAILWIND_INPUT, JSON.stringify(candidates));
  let css = cache.slot<string>('tailwind', key);
  if (css === undefined) cache.setSlot('tailwind', key, (css = await compileTailwind(candidates)));
  return css;
}

/**
 * Writes the demos' stylesheets and names them on their pages: one Tailwind
 * stylesheet compiled from every Tailwind demo's class names (shared by the
 * pages that have one, so the browser caches it once), and per page one
 * stylesheet joining its plain CSS demos' own. Both are hashed files under
 * /static/demo-styles/; a page without such demos links neither.
 */
export async function writeDemoStylesheets(
  root: string,
  publicDir: string,
  pages: PageData[],
  pageDemos: ReadonlyMap<string, ReadonlyMap<string, string>>,
): Promise<{ tailwind: string | null }> {
  const tailwindPages = new Set<string>();
  const candidates = new Set<string>();
  const write = (name: string, css: string) => {
    const file = join('static/demo-styles', hashedName(name, css));
    writeOutput(join(publicDir, file), css);
    return `/${file}`;
  };
  const cssByPage = new Map<string, string>();
  for (const [path, modules] of pageDemos) {
    const sheets: string[] = [];
    for (const file of [...modules.values()].sort()) {
      if (file.endsWith('.tailwind.tsx')) {
        tailwindPages.add(path);
        tailwindCandidates(readFileSync(join(root, file), 'utf8')).forEach((candidate) => candidates.add(candidate));
      }
      const stylesheet = demoStylesheetOf(file);
      if (stylesheet) sheets.push(`/* ${stylesheet.split('/').pop()} */\n${readFileSync(join(root, stylesheet), 'utf8').trimEnd()}\n`);
    }
    if (sheets.length) cssByPage.set(path, write(`${pageSlug(path)}.css`, sheets.join('\n')));
  }
  const tailwind = tailwindPages.size ? write('tailwind.css', await compileTailwindCached(root, [...candidates].sort())) : null;
  for (const page of pages) {
    const sheets = [
      ...(tailwind && tailwindPages.has(page.path) ? [tailwind] : []),
      ...(cssByPage.has(page.path) ? [cssByPage.get(page.path)!] : []),
    ];
    if (sheets.length) page.demoStylesheets = sheets;
  }
  return { tailwind };
}
