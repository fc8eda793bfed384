import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { transform } from 'esbuild';
import type { DemoData, DemoStyling, PageLink } from '../../client/app/page-data';
import type { CodeStyling, CodeVariant } from '../../client/app/preferences';
import { esmIconModule } from '../build/client-bundle';
import { DEMOS_LEFT_TO_THE_BROWSER, unknownDemosLeftToTheBrowser } from '../build/demos-left-to-the-browser';
import { type DemoCodeSource, renderDemoCode } from './demo-code';
import { needsMuiXLicense } from '../../client/app/demo/mui-x-plan';
import { writeOutput } from '../build/output-fs';

export type { DemoCodeSource } from './demo-code';

export { toJavaScript } from './demo-code';

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

/** Names a demo imports by name from a package or one of its folders (`@mui/base/Button`, `@mui/x-date-pickers/DatePicker`). */
export function namedImports(source: string, packageName: string): string[] {
  const names = new Set<string>();
  const escaped = packageName.replace(/[/]/g, '\\/');
  for (const match of source.matchAll(new RegExp(`import\\s*{([^}]*)}\\s*from '${escaped}(?:\\/[A-Za-z_]+)?'`, 'g'))) {
    // `import { DataGrid, type GridColDef }`: a type imported inline counts too.
    for (const name of match[1].split(',').map(
      (part) =>
        part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0],
    ))
      if (name) names.add(name);
  }
  return [...names];
}

/** Component and hook names a demo imports from @mui/base (`@mui/base/Button` or the package root). */
export function baseImports(source: string): string[] {
  return namedImports(source, '@mui/base').filter((name) => /^([A-Z]|use[A-Z]|unstable_use[A-Z])/.test(name));
}

/** The API page of a Base UI component or hook: `TabsList` → `/base-ui/api/tabs-list`, `unstable_useModal` → `/base-ui/api/use-modal`. */
export function baseApiPath(name: string): string {
  const kebab = name
    .replace(/^(Unstable_|unstable_)/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase();
  return `/base-ui/api/${kebab}`;
}

/**
 * The code stylings a demo can be written in, as file suffixes:
 * `Name.system.tsx` (MUI System), `Name.tailwind.tsx` (Tailwind CSS class
 * names), `Name.css.tsx` with its stylesheet `Name.css` (plain CSS).
 */
export const DEMO_STYLINGS: readonly (readonly [suffix: string, styling: CodeStyling])[] = [
  ['system', 'MUI System'],
  ['tailwind', 'Tailwind'],
  ['css', 'CSS'],
];

/** The API page of a component: `ButtonGroup` → `/material-ui/api/button-group` (or under `/joy-ui/api/`). */
export function materialApiPath(component: string, product: 'material-ui' | 'joy-ui' = 'material-ui'): string {
  const kebab = kebabName(component.replace(/^Unstable_/, ''));
  return `/${product}/api/${component === 'Unstable_Grid2' ? 'grid-2' : component.startsWith('Unstable_') ? `unstable-${kebab}` : kebab}`;
}

/** `ButtonGroup` → `button-group`, `GridCsvExportOptions` → `grid-csv-export-options`. */
function kebabName(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();
}

/**
 * The API page of an MUI System component: `GlobalStyles` → `/system/api/global-styles`. The grid,
 * exported as `Unstable_Grid`, is documented as Grid: `/system/api/grid`.
 */
export function systemApiPath(component: string): string {
  const kebab = component
    .replace(/^Unstable_/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase();
  return `/system/api/${kebab}`;
}

/** The library whose components a page's demos link to: its package and API pages. */
export interface DemoLibrary {
  packageName: '@mui/material' | '@mui/joy' | '@mui/base' | '@mui/system' | '@mui/x-date-pickers' | '@mui/x-data-grid';
  product: 'material-ui' | 'joy-ui' | 'base-ui' | 'system' | 'x-date-pickers' | 'x-data-grid';
  /** MUI X: the plan packages documented on the same pages (`@mui/x-date-pickers-pro`), after the community one. */
  planPackages?: readonly string[];
}
export const MATERIAL_LIBRARY: DemoLibrary = { packageName: '@mui/material', product: 'material-ui' };
export const JOY_LIBRARY: DemoLibrary = { packageName: '@mui/joy', product: 'joy-ui' };
export const BASE_LIBRARY: DemoLibrary = { packageName: '@mui/base', product: 'base-ui' };
export const SYSTEM_LIBRARY: DemoLibrary = { packageName: '@mui/system', product: 'system' };
export const DATE_PICKERS_LIBRARY: DemoLibrary = {
  packageName: '@mui/x-date-pickers',
  product: 'x-date-pickers',
  planPackages: ['@mui/x-date-pickers-pro'],
};
export const DATA_GRID_LIBRARY: DemoLibrary = {
  packageName: '@mui/x-data-grid',
  product: 'x-data-grid',
  planPackages: ['@mui/x-data-grid-pro', '@mui/x-data-grid-premium'],
};

/** The components (and, for Base UI, hooks) of a library a demo imports; MUI X's from any of its plan packages. */
export function apiImports(source: string, library: DemoLibrary): string[] {
  if (library.product === 'base-ui') return baseImports(source);
  if (!library.planPackages) return materialImports(source, library.packageName);
  // MUI X exports by name only, from the package or a folder of it.
  const packages = [library.packageName, ...library.planPackages];
  return [...new Set(packages.flatMap((packageName) => namedImports(source, packageName)))];
}

/** The API page of a library's component or hook: MUI X's under `/x/api/date-pickers/` and `/x/api/data-grid/`. */
export function apiPagePathOf(name: string, library: DemoLibrary): string {
  if (library.product === 'base-ui') return baseApiPath(name);
  if (library.product === 'system') return systemApiPath(name);
  if (library.product === 'x-date-pickers' || library.product === 'x-data-grid') {
    return `/x/api/${library.product.slice('x-'.length)}/${kebabName(name)}`;
  }
  return materialApiPath(name, library.product);
}

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

/**
 * Compiles the demos a page references: `content/demos<page path>/<Name>.tsx`,
 * or, for a demo written in several code stylings, `<Name>.system.tsx`,
 * `<Name>.tailwind.tsx` and `<Name>.css.tsx` + `<Name>.css` (any of them, at
 * least one). Each styling is a module of its own (`…/<Name>.tailwind`) with
 * its TS and JS source; a plain CSS demo's source shows its stylesheet too.
 * `apiNames` are the components (and hooks) with an API page; `apiPath` names it.
 */
export async function compilePageDemos(
  root: string,
  pagePath: string,
  names: string[],
  apiNames: ReadonlySet<string>,
  emitCode: EmitDemoCode,
  library: DemoLibrary = MATERIAL_LIBRARY,
  code: DemoCodeSource = renderDemoCode,
): Promise<DemoBuild> {
  const demos: DemoData[] = [];
  const modules = new Map<string, string>();
  const used = new Set<string>();
  const base = join(root, 'content/demos', pagePath.slice(1));
  for (const name of names) {
    const single = join(base, `${name}.tsx`);
    const written = DEMO_STYLINGS.filter(([suffix]) => existsSync(join(base, `${name}.${suffix}.tsx`)));
    if (!existsSync(single) && written.length === 0) throw new Error(`${pagePath}: demo ${name} not found at ${relative(root, single)}`);
    if (existsSync(single) && written.length > 0) throw new Error(`${pagePath}: demo ${name} has both ${name}.tsx and styling variants`);
    const apiLinks = new Map<string, PageLink>();
    let licensed = false;
    const compileOne = async (file: string, id: string, stylesheet?: string) => {
      const source = readFileSync(file, 'utf8').trimEnd() + '\n';
      const html = await code(file, source, stylesheet === undefined ? undefined : readFileSync(stylesheet, 'utf8').trimEnd() + '\n');
      licensed ||= needsMuiXLicense(source);
      for (const component of apiImports(source, library).filter((candidate) => apiNames.has(candidate))) {
        used.add(component);
        apiLinks.set(component, { pathname: apiPagePathOf(component, library), title: component.replace(/^(Unstable_|unstable_)/, '') });
      }
      modules.set(id, relative(root, file));
      return { TS: emitCode(id, 'TS', html.TS), JS: emitCode(id, 'JS', html.JS) };
    };
    if (existsSync(single)) {
      const id = `${pagePath.slice(1)}/${name}`;
      const code = await compileOne(single, id);
      demos.push({ id, name, code, apiLinks: [...apiLinks.values()], ...(licensed ? { licensed: true as const } : {}) });
      continue;
    }
    const stylings: DemoStyling[] = [];
    for (const [suffix, styling] of written) {
      const stylesheet = suffix === 'css' ? join(base, `${name}.css`) : undefined;
      if (stylesheet && !existsSync(stylesheet)) throw new Error(`${pagePath}: demo ${name}.css.tsx needs its stylesheet ${name}.css`);
      const id = `${pagePath.slice(1)}/${name}.${suffix}`;
      stylings.push({ styling, id, code: await compileOne(join(base, `${name}.${suffix}.tsx`), id, stylesheet) });
    }
    demos.push({
      id: stylings[0].id,
      name,
      code: stylings[0].code,
      apiLinks: [...apiLinks.values()],
      stylings,
      ...(licensed ? { licensed: true as const } : {}),
    });
  }
  return { demos, modules, components: used };
}

/** A plain CSS demo's stylesheet, beside its module: `…/Name.css.tsx` → `…/Name.css`. */
export function demoStylesheetOf(moduleFile: string): string | undefined {
  return moduleFile.endsWith('.css.tsx') ? moduleFile.replace(/\.css\.tsx$/, '.css') : undefined;
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
 * own, and the demos of one folder (a page's, as a rule) imported by one module
 * that the registry loads with a dynamic import. wrangler uploads that module as
 * a lazily evaluated chunk, so an isolate evaluates only the demos of the pages it
 * serves (and what they import), not every demo of the site at startup. One chunk
 * per folder rather than per demo: the worker renders a page's demos together,
 * and each chunk repeats the imports of the shared chunks it needs (esbuild lists
 * every one), which cost the upload more than the demos' own code.
 */
export async function writeServerDemos(root: string, generatedDir: string, modules: ReadonlyMap<string, string>): Promise<void> {
  const dir = join(generatedDir, 'server-demos');
  mkdirSync(join(dir, 'folders'), { recursive: true });
  const unknown = unknownDemosLeftToTheBrowser(modules.keys());
  if (unknown.length) throw new Error(`DEMOS_LEFT_TO_THE_BROWSER names no such demo: ${unknown.join(', ')}`);
  const entries = [...modules.entries()].filter(([id]) => !DEMOS_LEFT_TO_THE_BROWSER.has(id)).sort(([a], [b]) => a.localeCompare(b));
  // All at once: esbuild's service transforms them on every core, and each waits on its own reply only.
  await Promise.all(
    entries.map(async ([id, file]) => {
      const { code } = await transform(iconImportsAsEsm(readFileSync(join(root, file), 'utf8')), {
        loader: 'tsx',
        jsx: 'automatic',
        format: 'esm',
        target: 'es2022',
        sourcefile: file,
      });
      writeOutput(join(dir, serverDemoFileName(id)), code);
    }),
  );
  const { registry, folders } = serverDemoRegistry(entries.map(([id]) => id));
  for (const folder of folders) writeOutput(join(dir, 'folders', folder.fileName), folder.source);
  // JavaScript with a declaration beside it: type checkers see the registry's
  // type only, so the worker's config never type-checks the demos (they have
  // their own config, content/tsconfig.json).
  writeOutput(join(generatedDir, 'demos-server.js'), registry);
  writeOutput(
    join(generatedDir, 'demos-server.d.ts'),
    "import type { ComponentType } from 'react';\nexport declare const demoLoaders: Record<string, () => Promise<ComponentType>>;\n",
  );
}

/** A demo's module under `server-demos/` (a folder's under `server-demos/folders/`): its id as a file name. */
export function serverDemoFileName(id: string): string {
  return `${id.replace(/[^A-Za-z0-9]+/g, '-')}.js`;
}

function assertDistinctFileNames(ids: readonly string[]): void {
  const byName = new Map<string, string>();
  for (const id of ids) {
    const fileName = serverDemoFileName(id);
    const other = byName.get(fileName);
    if (other !== undefined && other !== id) throw new Error(`Demos "${other}" and "${id}" would both be written to ${fileName}`);
    byName.set(fileName, id);
  }
}

/**
 * The worker's demo registry (`demos-server.js`) and its folder modules for the
 * demos it carries, by id (`folder/Name`, as sorted): each folder module imports
 * its demos' modules (`serverDemoFileName`) and exports them by name; the
 * registry holds a loader per demo that imports the demo's folder.
 */
export function serverDemoRegistry(ids: readonly string[]): { registry: string; folders: { fileName: string; source: string }[] } {
  const byFolder = new Map<string, string[]>();
  for (const id of ids) {
    const folder = id.slice(0, id.lastIndexOf('/'));
    byFolder.set(folder, [...(byFolder.get(folder) ?? []), id.slice(folder.length + 1)]);
  }
  const lines = [
    '// Generated by the build: every demo the worker carries, loaded on first use, a folder at a time.',
    'export const demoLoaders = {};',
    '// A folder module exports its demos by name, the id without the folder.',
    'function folder(load, path, names) {',
    '  for (const name of names) demoLoaders[`${path}/${name}`] = () => load().then((module) => module.default[name]);',
    '}',
  ];
  // Two ids that differ only in the characters a file name drops would share a file, and one demo
  // (or a whole page's folder) would silently be the other's: the build stops instead.
  assertDistinctFileNames(ids);
  assertDistinctFileNames([...byFolder.keys()]);
  const folders = [...byFolder].map(([folder, names]) => {
    const fileName = serverDemoFileName(folder);
    lines.push(`folder(() => import('./server-demos/folders/${fileName}'), ${JSON.stringify(folder)}, ${JSON.stringify(names)});`);
    const source = [
      ...names.map((name, index) => `import demo${index} from '../${serverDemoFileName(`${folder}/${name}`)}';`),
      `export default { ${names.map((name, index) => `${JSON.stringify(name)}: demo${index}`).join(', ')} };`,
      '',
    ].join('\n');
    return { fileName, source };
  });
  return { registry: [...lines, ''].join('\n'), folders };
}
