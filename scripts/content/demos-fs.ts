import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { build } from 'esbuild';
import { format } from 'prettier';
import { iconsAsEsm } from '../build/client-bundle';
import ts from 'typescript';
import type { DemoData, PageLink } from '../../client/app/page-data';
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

/** Component names a demo imports from @mui/material (path or named imports). */
export function materialImports(source: string): string[] {
  const names = new Set<string>();
  for (const match of source.matchAll(/from '@mui\/material\/([A-Z][A-Za-z0-9_]*)'/g)) names.add(match[1]);
  for (const match of source.matchAll(/import\s*{([^}]*)}\s*from '@mui\/material'/g)) {
    for (const name of match[1].split(',').map((part) => part.trim().split(/\s+as\s+/)[0])) if (/^[A-Z]/.test(name)) names.add(name);
  }
  return [...names];
}

/** The API page of an @mui/material component: `ButtonGroup` → `/material-ui/api/button-group`. */
export function materialApiPath(component: string): string {
  const kebab = component
    .replace(/^Unstable_/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();
  return `/material-ui/api/${component === 'Unstable_Grid2' ? 'grid-2' : component.startsWith('Unstable_') ? `unstable-${kebab}` : kebab}`;
}

export interface DemoBuild {
  demos: DemoData[];
  /** Demo modules by id, relative to the repository root, for the generated registries. */
  modules: Map<string, string>;
  /** The @mui/material components the page's demos use (for "used in" on API pages). */
  components: Set<string>;
}

/** Compiles the demos a page references: `content/demos<page path>/<Name>.tsx`. */
export async function compilePageDemos(
  root: string,
  pagePath: string,
  names: string[],
  apiComponents: ReadonlySet<string>,
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
    const components = materialImports(source).filter((component) => apiComponents.has(component));
    components.forEach((component) => used.add(component));
    const apiLinks: PageLink[] = components.map((component) => ({
      pathname: materialApiPath(component),
      title: component.replace(/^Unstable_/, ''),
    }));
    demos.push({ id, name, codeHtml: renderCodeBlock(source, 'tsx variant=TS') + renderCodeBlock(javascript, 'jsx variant=JS'), apiLinks });
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

/**
 * Writes the two demo registries: the worker imports every demo statically (it
 * renders any page), the browser gets one lazy chunk per demo so a page loads
 * only its own.
 */
export function writeDemoRegistries(root: string, generatedDir: string, modules: Map<string, string>): void {
  mkdirSync(generatedDir, { recursive: true });
  const importPath = (file: string) => relative(generatedDir, join(root, file)).replace(/\.tsx$/, '');
  const entries = [...modules.entries()].sort(([a], [b]) => a.localeCompare(b));
  // JavaScript with a declaration beside it: type checkers see the registry's
  // type only, so each runtime's config never type-checks the demos (they have
  // their own config, content/tsconfig.json).
  const server = [
    '// Generated by the build: every demo, imported statically for server rendering.',
    ...entries.map(([, file], index) => `import Demo${index} from '${importPath(file)}';`),
    '',
    'export const demoComponents = {',
    ...entries.map(([id], index) => `  '${id}': Demo${index},`),
    '};',
    '',
  ].join('\n');
  const client = [
    '// Generated by the build: one lazy chunk per demo for the browser.',
    'export const demoLoaders = {',
    ...entries.map(([id, file]) => `  '${id}': () => import('${importPath(file)}'),`),
    '};',
    '',
  ].join('\n');
  writeFileSync(join(generatedDir, 'demos-server.entry.js'), server);
  writeFileSync(
    join(generatedDir, 'demos-server.d.ts'),
    "import type { ComponentType } from 'react';\nexport declare const demoComponents: Record<string, ComponentType>;\n",
  );
  writeFileSync(join(generatedDir, 'demos-client.js'), client);
  writeFileSync(
    join(generatedDir, 'demos-client.d.ts'),
    "import type { ComponentType } from 'react';\nexport declare const demoLoaders: Record<string, () => Promise<{ default: ComponentType }>>;\n",
  );
}

/**
 * Bundles the worker's demo registry with the demos compiled in and every
 * package left for wrangler to share with the app, except the icons, which
 * are taken from their ES modules (as in the browser) so server and client
 * render the same icon components.
 */
export async function bundleServerDemos(generatedDir: string): Promise<void> {
  await build({
    entryPoints: [join(generatedDir, 'demos-server.entry.js')],
    outfile: join(generatedDir, 'demos-server.js'),
    bundle: true,
    format: 'esm',
    jsx: 'automatic',
    target: 'es2022',
    logLevel: 'warning',
    plugins: [
      iconsAsEsm,
      {
        name: 'packages-external-but-icons',
        setup(builder) {
          builder.onResolve({ filter: /^[@a-z]/ }, (args) =>
            args.path.startsWith('@mui/icons-material/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
}
