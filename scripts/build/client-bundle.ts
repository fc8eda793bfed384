import { build, type BuildOptions, type Metafile, type Plugin } from 'esbuild';
import { baseBarrelToFolders } from './base-barrel';
import { bootOrder } from './boot-order';
import { shareableInputs } from './shared-modules';
import { settleRegistry } from './registry-settle';
import { buildExcelJs } from './exceljs';
import { createIconFileResolver } from './icon-files-fs';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { gzip, gzipSync } from 'node:zlib';
import { BuildCache, digest, installedDigest, sourcesDigest } from './cache-fs';
import { cachedByInputs, metafileFiles } from './inputs-fs';
import { writeOutput } from './output-fs';

const gzipAsync = promisify(gzip);

export interface ClientBundle {
  script: string;
  /** The boot's chunks in the order the entry evaluates them, one task each (`bootOrder`). */
  boot: string[];
  /** Page path → address of the page's demo bundle. */
  demoBundles: Map<string, string>;
  /**
   * Gzip bytes of the JavaScript a first visit needs before the page is
   * interactive: the entry and its boot stages, every chunk they import statically, and the chunks
   * of the given lazily imported source modules (relative to the repository).
   */
  initialGzipBytes(lazyModules: readonly string[]): number;
  /** Script files those load (the count of script requests). */
  initialFiles(lazyModules: readonly string[]): Set<string>;
  /** Gzip bytes of a page's demo bundle (0 without demos). */
  demoGzipBytes(pagePath: string): number;
  /** How the registry of shared modules was settled (`registry-settle.ts`). */
  settled: string;
}

const define = { 'process.env.NODE_ENV': '"production"' };
const ENTRY = 'client/entry.tsx';
/** What the entry imports at once, in stages (`client/entry.tsx`): part of every page's initial JavaScript. */
const BOOT_STAGES = ['node_modules/react-dom/client.js', 'client/app-start.tsx'];
/** V8's magic comment that asks for every function of a file to be compiled as the file is (https://v8.dev/blog/explicit-compile-hints). */
const COMPILE_ALL_FUNCTIONS = '//# allFunctionsCalledOnLoad';
/** Chunks smaller than this are evaluated with the larger chunk that imports them, not in a task of their own. */
const BOOT_TASK_MIN_BYTES = 8 * 1024;
/** The search dialog: a bundle apart, loaded on first use (its address reaches the entry as `__DOCS_SEARCH_DIALOG__`). */
const SEARCH_DIALOG = 'client/browser/search/search-dialog-dom.tsx';

/** One icon's module: `@mui/icons-material/Star`. */
export const ICON_MODULE = /^@mui\/icons-material\/[A-Z][A-Za-z0-9]*$/;

/** An icon module's ES twin: `@mui/icons-material/Star` → `@mui/icons-material/esm/Star`. */
export function esmIconModule(specifier: string): string {
  return ICON_MODULE.test(specifier) ? specifier.replace('@mui/icons-material/', '@mui/icons-material/esm/') : specifier;
}

/**
 * `@mui/icons-material/Star` is a CommonJS file that pulls in the CommonJS build
 * of @mui/material beside the ES one; its ES twin lives under `esm/`. Demos keep
 * the import readers copy, and the bundle uses the ES module.
 */
export const iconsAsEsm: Plugin = {
  name: 'icons-as-esm',
  setup(build) {
    const iconFile = createIconFileResolver();
    build.onResolve({ filter: ICON_MODULE }, (args) => {
      // What esbuild's resolver answers for a plain package (its `sideEffects: false` included), without its cost.
      const path = iconFile(esmIconModule(args.path), args.resolveDir);
      if (path) return { path, sideEffects: false };
      return build.resolve(esmIconModule(args.path), {
        kind: args.kind,
        resolveDir: args.resolveDir,
      });
    });
  },
};

/**
 * wrangler.toml's `[alias]` for the browser builds: exact specifiers only, as
 * wrangler applies them (a subpath such as `@mui/system/styled` is untouched).
 */
export function exactAliases(root: string, aliases: Readonly<Record<string, string>>): Plugin {
  const names = Object.keys(aliases);
  return {
    name: 'exact-aliases',
    setup(build) {
      if (!names.length) return;
      const filter = new RegExp(`^(${names.map((name) => name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('|')})$`);
      build.onResolve({ filter }, (args) => ({ path: join(root, aliases[args.path]) }));
    },
  };
}

/** The shared settings of the browser builds. */
const common = {
  bundle: true,
  format: 'esm',
  minify: process.env.DOCS_NO_MINIFY !== '1',
  target: 'es2020',
  jsx: 'automatic',
  define,
  legalComments: 'none',
  logLevel: 'warning',
} as const;

/** What a client build leaves for the rest of the build: enough to answer `ClientBundle` from the cache. */
interface ClientData {
  script: string;
  boot: string[];
  /** Page path → address and file (relative to the repository) of its demo bundle. */
  demoBundles: [string, string][];
  demoFiles: [string, string][];
  /** The entry's outputs as its metafile lists them: what imports what, and which output each module became. */
  outputs: Record<string, { entryPoint?: string; imports: { path: string; kind: string }[] }>;
  bootFiles: string[];
  /** Gzip bytes of each output file. */
  gzipBytes: Record<string, number>;
  settled: string;
  /** Every file the step wrote, relative to the repository, and the cache's folder of their copies. */
  written: string[];
  files?: string;
}

/** Files the step itself writes before bundling (page entries, the registry): not inputs that could change under it. */
const GENERATED_HERE = /^dist\/generated\/(demo-pages\/|shared-modules\.js$)/;

/**
 * Bundles the browser entry (code-split for its own lazy parts, minified,
 * content-hashed), one demo bundle per page sharing the entry's modules, and
 * the service workers. The files are kept in the cache with every file the
 * bundles read, and copied back while none of those changes.
 */
export async function buildClient(
  root: string,
  publicDir: string,
  pageDemos: ReadonlyMap<string, ReadonlyMap<string, string>>,
  aliases: Readonly<Record<string, string>> = {},
): Promise<ClientBundle> {
  const cache = new BuildCache(root, 'client');
  const config = digest(
    installedDigest(root),
    sourcesDigest(root, ['scripts/build']),
    JSON.stringify([...pageDemos].map(([path, demos]) => [path, [...demos]])),
    JSON.stringify(aliases),
    JSON.stringify(common),
    relative(root, publicDir),
  );
  const { value, cached } = await cachedByInputs(cache, 'client', config, root, async () => {
    const built = await bundleClient(root, publicDir, pageDemos, aliases);
    const files = cache.storeFiles(root, built.data.written);
    return { value: { ...built.data, files }, inputs: built.inputs.filter((file) => !GENERATED_HERE.test(file)) };
  });
  if (!cached) cache.keepFiles(value.files!);
  else if (!cache.restoreFiles(value.files!, root, value.written)) {
    cache.dropSlot('client');
    return buildClient(root, publicDir, pageDemos, aliases);
  }
  return clientBundleFrom(root, publicDir, value, cached ? 'cached' : value.settled);
}

function clientBundleFrom(root: string, publicDir: string, data: ClientData, settled: string): ClientBundle {
  const href = (file: string) => `/${relative(publicDir, join(root, file))}`;
  const demoFiles = new Map(data.demoFiles);
  const initialFiles = (lazyModules: readonly string[]) =>
    staticGraph(data.outputs, [
      ...data.bootFiles,
      ...lazyModules.map((file) => outputOf(data.outputs, file)).filter((file): file is string => !!file),
    ]);
  const gzip = (file: string) => data.gzipBytes[file] ?? gzipSync(readFileSync(join(root, file))).length;
  return {
    script: data.script,
    boot: data.boot.map(href),
    demoBundles: new Map(data.demoBundles),
    settled,
    initialFiles,
    initialGzipBytes: (lazyModules) => [...initialFiles(lazyModules)].reduce((total, file) => total + gzip(file), 0),
    demoGzipBytes: (pagePath) => (demoFiles.has(pagePath) ? gzip(demoFiles.get(pagePath)!) : 0),
  };
}

async function bundleClient(
  root: string,
  publicDir: string,
  pageDemos: ReadonlyMap<string, ReadonlyMap<string, string>>,
  aliases: Readonly<Record<string, string>>,
): Promise<{ data: ClientData; inputs: string[] }> {
  const alias = exactAliases(root, aliases);
  const registry = join(root, 'dist/generated/shared-modules.js');
  // Built in memory: the last round's result is the one written.
  const buildEntry = (searchDialog = '') => build(entryBuildOptions(root, publicDir, aliases, searchDialog));
  const entryGraph = (metafile: Metafile) => {
    const entry = outputOf(metafile.outputs, ENTRY);
    const stages = BOOT_STAGES.map((source) => outputOf(metafile.outputs, source));
    if (!entry || stages.some((stage) => !stage))
      throw new Error(`client entry or a boot stage missing from the bundle: ${BOOT_STAGES.join(', ')}`);
    return { entry, stages: stages as string[], files: staticGraph(metafile.outputs, [entry, ...(stages as string[])]) };
  };

  const excelJs = await buildExcelJs(root, publicDir);
  const entryDir = join(root, 'dist/generated/demo-pages');
  const settled = await settleRegistry({
    root,
    publicDir,
    registry,
    entryDir,
    pageDemos,
    define,
    plugins: [alias, iconsAsEsm, baseBarrelToFolders(), excelJs.plugin],
    extraEntries: { searchDialog: SEARCH_DIALOG },
    buildEntry: async (extras) => {
      const result = await buildEntry(extras.get('searchDialog'));
      return { result, shareable: shareableInputs(result.metafile, entryGraph(result.metafile).files) };
    },
  });
  const { demos } = settled;
  const result = settled.entry.result;
  for (const file of result.outputFiles) writeOutput(file.path, file.contents);
  const { entry, stages, files: bootFiles } = entryGraph(result.metafile);

  const href = (file: string) => `/${relative(publicDir, join(root, file))}`;
  const script = href(entry);
  // The service worker carries the build it belongs to: its bytes change with
  // every client change, which is how browsers find an update, and the page
  // asks it which build it serves before reloading (client/sw.ts).
  const worker = (source: string, outfile: string) =>
    build({
      entryPoints: [join(root, source)],
      bundle: true,
      format: 'iife',
      minify: true,
      target: 'es2020',
      define: { ...define, __DOCS_BUILD__: JSON.stringify(script) },
      outfile,
      logLevel: 'warning',
      metafile: true,
    });
  const serviceWorkers = [
    await worker('client/sw.ts', join(publicDir, 'sw.js')),
    // Built beside the bucket, not in it: deployed only by an operator who needs it.
    await worker('client/sw-kill-switch.ts', join(publicDir, '..', 'kill-switch', 'sw.js')),
  ];

  const outputs = Object.fromEntries(
    Object.entries(result.metafile.outputs).map(([file, output]) => [
      file,
      {
        ...(output.entryPoint ? { entryPoint: output.entryPoint } : {}),
        imports: output.imports.map(({ path, kind }) => ({ path, kind })),
      },
    ]),
  );
  const demoFiles = [...demos.files];
  const written = [
    ...result.outputFiles.map((file) => relative(root, file.path)),
    ...Object.keys(demos.metafile.outputs),
    ...excelJs.files,
    ...serviceWorkers.flatMap((built) => Object.keys(built.metafile.outputs)),
    relative(root, registry),
    ...readdirSync(entryDir).map((name) => relative(root, join(entryDir, name))),
  ];
  // Sized here, in zlib's threads, rather than one at a time as each page's budget asks.
  const gzipped = [...new Set([...Object.keys(outputs), ...demoFiles.map(([, file]) => file)])];
  const sizes = await Promise.all(gzipped.map(async (file) => (await gzipAsync(readFileSync(join(root, file)))).length));
  return {
    data: {
      script,
      boot: bootOrder(result.metafile.outputs, stages, BOOT_TASK_MIN_BYTES),
      demoBundles: [...demos.hrefs],
      demoFiles,
      outputs,
      bootFiles: [...bootFiles],
      gzipBytes: Object.fromEntries(gzipped.map((file, index) => [file, sizes[index]])),
      settled: settled.note,
      written,
    },
    inputs: metafileFiles(...serviceWorkers.map((built) => built.metafile), excelJs.metafile).concat(settled.inputs),
  };
}

/** esbuild's options for the browser entry (in memory, code-split); `npm run dev` rebuilds with them incrementally. */
export function entryBuildOptions(root: string, publicDir: string, aliases: Readonly<Record<string, string>>, searchDialog = '') {
  return {
    ...common,
    define: { ...define, __DOCS_SEARCH_DIALOG__: JSON.stringify(searchDialog) },
    entryPoints: [join(root, ENTRY)],
    absWorkingDir: root,
    // V8's explicit compile hint (Chromium 136 and later): compile every function of the file
    // eagerly, on the thread that streams the script in, instead of each on the main thread at
    // its first call. React DOM's factory alone was a 10 ms compile inside its boot task here,
    // and the theme's first build half compile; with the hint each boot task stays near 10 ms.
    // The entry's files are code the boot runs almost all of (or, for its lazy parts, soon).
    banner: { js: COMPILE_ALL_FUNCTIONS },
    splitting: true,
    outdir: publicDir,
    entryNames: 'static/[name].[hash]',
    chunkNames: 'static/chunks/[name].[hash]',
    metafile: true,
    write: false,
    plugins: [exactAliases(root, aliases), iconsAsEsm, baseBarrelToFolders()],
  } satisfies BuildOptions;
}

/** The addresses pages name for the entry (`npm run dev`'s rebuild): its script and its boot stages in evaluation order. */
export function entryAddresses(root: string, publicDir: string, metafile: Metafile): { script: string; boot: string[] } {
  const entry = outputOf(metafile.outputs, ENTRY);
  const stages = BOOT_STAGES.map((source) => outputOf(metafile.outputs, source));
  if (!entry || stages.some((stage) => !stage))
    throw new Error(`client entry or a boot stage missing from the bundle: ${BOOT_STAGES.join(', ')}`);
  const href = (file: string) => `/${relative(publicDir, join(root, file))}`;
  return { script: href(entry), boot: bootOrder(metafile.outputs, stages as string[], BOOT_TASK_MIN_BYTES).map(href) };
}

/**
 * The output built for a source file (an entry point or a dynamically imported module). A package's path may come
 * through a symlinked node_modules (another checkout's), so its end is compared too.
 */
function outputOf(outputs: Record<string, { entryPoint?: string }>, source: string): string | undefined {
  return Object.entries(outputs).find(([, output]) => output.entryPoint === source || output.entryPoint?.endsWith(`/${source}`))?.[0];
}

/** Output files reachable from the given ones through static imports. */
function staticGraph(outputs: Record<string, { imports: { path: string; kind: string }[] }>, starts: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of outputs[file]?.imports ?? []) {
      if (imported.kind === 'import-statement') visit(imported.path);
    }
  };
  starts.forEach(visit);
  return seen;
}
