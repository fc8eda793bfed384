import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { transform } from 'esbuild';
import { format } from 'prettier';
import ts from 'typescript';
import type { DemoData, PageLink } from '../../client/app/page-data';
import type { CodeVariant } from '../../client/app/preferences';
import { esmIconModule } from '../build/client-bundle';
import { renderCodeBlock } from './code-block';

const BLANK_LINE = '/*__blank_line__*/';

/**
 * The JavaScript version of a TypeScript demo: types removed by the TypeScript
 * compiler, then formatted. Blank lines are kept through a marker because the
 * compiler drops them, and a reader expects the same shape in both variants.
 */
export async function toJavaScript(source: string, fileName: string): Promise<string> {
  const marked = source.replace(/^[ \t]*$/gm, BLANK_LINE);
  const { outputText } = ts.transpileModule(marked, {
    fileName,
    compilerOptions: { jsx: ts.JsxEmit.Preserve, target: ts.ScriptTarget.ESNext, module: ts.ModuleKind.ESNext, removeComments: false },
  });
  const restored = outputText.replace(new RegExp(`^[ \\t]*${BLANK_LINE.replace(/[*/]/g, '\\$&')};?[ \\t]*$`, 'gm'), '');
  return format(restored, { parser: 'babel', singleQuote: true, printWidth: 85, trailingComma: 'all' });
}

/** Component names a demo imports from a package, `@mui/material` by default (path or named imports). */
export function materialImports(source: string, packageName = '@mui/material'): string[] {
  const names = new Set<string>();
  const escaped = packageName.replace(/[/]/g, '\\/');
  for (const match of source.matchAll(new RegExp(`from '${escaped}\\/([A-Z][A-Za-z0-9_]*)'`, 'g'))) names.add(match[1]);
  for (const match of source.matchAll(new RegExp(`import\\s*{([^}]*)}\\s*from '${escaped}'`, 'g'))) {
    for (const name of match[1].split(',').map((part) => part.trim().split(/\s+as\s+/)[0])) if (/^[A-Z]/.test(name)) names.add(name);
  }
  return [...names];
}

/** The API page of a component: `ButtonGroup` → `/material-ui/api/button-group` (or under `/joy-ui/api/`). */
export function materialApiPath(component: string, product: 'material-ui' | 'joy-ui' = 'material-ui'): string {
  const kebab = component
    .replace(/^Unstable_/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();
  return `/${product}/api/${component === 'Unstable_Grid2' ? 'grid-2' : component.startsWith('Unstable_') ? `unstable-${kebab}` : kebab}`;
}

/** The library whose components a page's demos link to: its package and API pages. */
export interface DemoLibrary {
  packageName: '@mui/material' | '@mui/joy';
  product: 'material-ui' | 'joy-ui';
}
export const MATERIAL_LIBRARY: DemoLibrary = { packageName: '@mui/material', product: 'material-ui' };
export const JOY_LIBRARY: DemoLibrary = { packageName: '@mui/joy', product: 'joy-ui' };

/**
 * Stores one variant of a demo's highlighted source where the browser can fetch
 * it, returning its address (the build writes a content-hashed file).
 */
export type EmitDemoCode = (id: string, variant: CodeVariant, html: string) => string;

export interface DemoBuild {
  demos: DemoData[];
  /** Demo modules by id, relative to the repository root, for the generated registries. */
  modules: Map<string, string>;
  /** The library's components the page's demos use (for "used in" on API pages). */
  components: Set<string>;
}

/** Compiles the demos a page references: `content/demos<page path>/<Name>.tsx`. */
export async function compilePageDemos(
  root: string,
  pagePath: string,
  names: string[],
  apiComponents: ReadonlySet<string>,
  emitCode: EmitDemoCode,
  library: DemoLibrary = MATERIAL_LIBRARY,
): Promise<DemoBuild> {
  const demos: DemoData[] = [];
  const modules = new Map<string, string>();
  const used = new Set<string>();
  for (const name of names) {
    const file = join(root, 'content/demos', `${pagePath.slice(1)}/${name}.tsx`);
    if (!existsSync(file)) throw new Error(`${pagePath}: demo ${name} not found at ${relative(root, file)}`);
    const source = readFileSync(file, 'utf8').trimEnd() + '\n';
    const javascript = await toJavaScript(source, file);
    const id = `${pagePath.slice(1)}/${name}`;
    const components = materialImports(source, library.packageName).filter((component) => apiComponents.has(component));
    components.forEach((component) => used.add(component));
    const apiLinks: PageLink[] = components.map((component) => ({
      pathname: materialApiPath(component, library.product),
      title: component.replace(/^Unstable_/, ''),
    }));
    const code = {
      TS: emitCode(id, 'TS', renderCodeBlock(source, 'tsx variant=TS')),
      JS: emitCode(id, 'JS', renderCodeBlock(javascript, 'jsx variant=JS')),
    };
    demos.push({ id, name, code, apiLinks });
    modules.set(id, relative(root, file));
  }
  return { demos, modules, components: used };
}

/** Every demo file under content/demos, for the check that each one is used. */
export function listDemoFiles(root: string): string[] {
  const dir = join(root, 'content/demos');
  if (!existsSync(dir)) return [];
  const walk = (folder: string): string[] =>
    readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(join(folder, entry.name)) : entry.name.endsWith('.tsx') ? [relative(root, join(folder, entry.name))] : [],
    );
  return walk(dir);
}

/** `@mui/icons-material/Star` → its ES module twin (see `iconsAsEsm`), so server and browser render the same icons. */
export function iconImportsAsEsm(source: string): string {
  return source.replace(
    /(['"])(@mui\/icons-material\/[^'"]+)\1/g,
    (_, quote: string, specifier: string) => quote + esmIconModule(specifier) + quote,
  );
}

/**
 * Writes the worker's demo registry: each demo compiled to an ES module of its
 * own and loaded by a dynamic import. wrangler bundles those imports as lazily
 * evaluated modules, so an isolate evaluates only the demos of the pages it
 * serves (and what they import), not every demo of the site at startup.
 */
export async function writeServerDemos(root: string, generatedDir: string, modules: ReadonlyMap<string, string>): Promise<void> {
  const dir = join(generatedDir, 'server-demos');
  mkdirSync(dir, { recursive: true });
  const entries = [...modules.entries()].sort(([a], [b]) => a.localeCompare(b));
  const lines = ['// Generated by the build: every demo, loaded on first use by the worker.', 'export const demoLoaders = {'];
  for (const [id, file] of entries) {
    const name = `${id.replace(/[^A-Za-z0-9]+/g, '-')}.js`;
    const { code } = await transform(iconImportsAsEsm(readFileSync(join(root, file), 'utf8')), {
      loader: 'tsx',
      jsx: 'automatic',
      format: 'esm',
      target: 'es2022',
      sourcefile: file,
    });
    writeFileSync(join(dir, name), code);
    lines.push(`  ${JSON.stringify(id)}: () => import('./server-demos/${name}').then((module) => module.default),`);
  }
  lines.push('};', '');
  // JavaScript with a declaration beside it: type checkers see the registry's
  // type only, so the worker's config never type-checks the demos (they have
  // their own config, content/tsconfig.json).
  writeFileSync(join(generatedDir, 'demos-server.js'), lines.join('\n'));
  writeFileSync(
    join(generatedDir, 'demos-server.d.ts'),
    "import type { ComponentType } from 'react';\nexport declare const demoLoaders: Record<string, () => Promise<ComponentType>>;\n",
  );
}
