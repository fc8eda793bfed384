import { build, type BuildOptions, type Plugin } from 'esbuild';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { exactAliases } from './client-bundle';
import { excelJsUnavailable } from './exceljs';
import { reactWritesStringsIntoItsBuffer } from './react-stream-chunks';
import { missingLicenseKeyNotice } from './mui-x-license-notice';
import { BuildCache, digest, installedDigest, sourcesDigest } from './cache-fs';
import { cachedByInputs, metafileFiles } from './inputs-fs';

const GRID_COMPONENTS: Record<string, string> = {
  '@mui/x-data-grid': 'DataGrid',
  '@mui/x-data-grid-pro': 'DataGridPro',
  '@mui/x-data-grid-premium': 'DataGridPremium',
};

/**
 * Each Data Grid package as the worker sees it: the real package, but its grid
 * component replaced by one that renders nothing, as the real one does on the
 * server (worker/render/grid-on-server.ts).
 */
function gridsRenderNothingOnServer(root: string): Plugin {
  return {
    name: 'grids-render-nothing-on-server',
    setup(build) {
      build.onResolve({ filter: /^@mui\/x-data-grid(-pro|-premium)?$/ }, (args) =>
        // The stand-in's own import of the package is the real one.
        args.namespace === 'grid-on-server' ? undefined : { path: args.path, namespace: 'grid-on-server' },
      );
      build.onLoad({ filter: /.*/, namespace: 'grid-on-server' }, (args) => ({
        contents: [
          `export * from ${JSON.stringify(args.path)};`,
          `export { GridRendersNothingOnServer as ${GRID_COMPONENTS[args.path]} } from ${JSON.stringify(join(root, 'worker/render/grid-on-server.ts'))};`,
        ].join('\n'),
        loader: 'js',
        resolveDir: root,
      }));
    },
  };
}

/** From this size, V8 parses a JSON string faster than the same data written as a JavaScript literal. */
const JSON_PARSE_FROM_BYTES = 10 * 1024;

/**
 * Large JSON modules as `JSON.parse` of their text. esbuild writes JSON as an
 * object literal, which V8 parses as code at every isolate's startup (the
 * site's page list is 86 KB of it); a string is scanned once and parsed by the
 * much faster JSON parser. Only the default export is kept, which is how the
 * worker imports JSON.
 */
function largeJsonParsedAtStartup(): Plugin {
  return {
    name: 'large-json-parsed-at-startup',
    setup(build) {
      build.onLoad({ filter: /\.json$/ }, (args) => {
        const text = readFileSync(args.path, 'utf8');
        // A small file as esbuild would load it, from the text already read.
        if (text.length < JSON_PARSE_FROM_BYTES) return { contents: text, loader: 'json' };
        // Re-serialized compactly, which also checks that the file is JSON.
        return { contents: `export default JSON.parse(${JSON.stringify(JSON.stringify(JSON.parse(text)))});`, loader: 'js' };
      });
    },
  };
}

/**
 * Material UI's CSS-variables provider as client/patches/material-css-vars-provider.js:
 * the same provider, built on first use rather than at every isolate's startup.
 */
function materialCssVarsProviderOnFirstUse(root: string): Plugin {
  return {
    name: 'material-css-vars-provider-on-first-use',
    setup(build) {
      build.onResolve({ filter: /^\.\/CssVarsProvider(\.js)?$/ }, (args) =>
        /[\\/]@mui[\\/]material[\\/]styles[\\/]index\.js$/.test(args.importer)
          ? { path: join(root, 'client/patches/material-css-vars-provider.js') }
          : undefined,
      );
    },
  };
}

/** The worker bundle's plugins: what its code becomes on the server. */
export function workerPlugins(root: string, aliases: Readonly<Record<string, string>>): Plugin[] {
  return [
    // The browser's react-dom is not needed to render on the server (worker/render/react-dom-on-server.ts).
    exactAliases(root, { ...aliases, 'react-dom': 'worker/render/react-dom-on-server.ts' }),
    excelJsUnavailable(),
    gridsRenderNothingOnServer(root),
    // React's streaming renderer encodes into its buffer instead of allocating per string (react-stream-chunks.ts).
    reactWritesStringsIntoItsBuffer(),
    largeJsonParsedAtStartup(),
    materialCssVarsProviderOnFirstUse(root),
    // MUI X's box about a missing license key, once per package in every isolate that renders its demos: one line.
    missingLicenseKeyNotice(),
  ];
}

export interface WorkerBundle {
  /** The modules wrangler uploads, relative to the output folder, the entry first. */
  files: string[];
  /** Gzip bytes of what an isolate loads before its first request: the entry and its static imports. */
  startupGzipBytes: number;
  /** The renderer's module (`worker/render/renderer.ts`), which an isolate loads on its first render. */
  renderer: string;
  /** Gzip bytes the first render loads beyond the startup's: the renderer and its static imports. */
  rendererGzipBytes: number;
  /** Copied back from the cache: nothing it read had changed. */
  cached?: boolean;
}

/**
 * Bundles the worker as wrangler would, but code-split: every demo's module
 * (and the MUI code only demos use) goes to chunks the worker imports when a
 * page needs that demo rendered for another theme. workerd compiles a module
 * when it is first imported, so an isolate's startup compiles the entry and its
 * static imports only, however many demos the site has. `wrangler.toml` points
 * `main` at the entry with `no_bundle`, and uploads the chunks as modules.
 */
export async function buildWorker(root: string, outdir: string, aliases: Readonly<Record<string, string>>): Promise<WorkerBundle> {
  // Kept with the files it read, and copied back while none of them changes.
  const cache = new BuildCache(root, 'worker');
  const config = digest(installedDigest(root), sourcesDigest(root, ['scripts/build']), JSON.stringify(aliases), relative(root, outdir));
  const { value, cached } = await cachedByInputs(cache, 'worker', config, root, async () => {
    const result = await build(workerBuildOptions(root, outdir, aliases));
    // Metafile paths are relative to the root; dynamically imported modules are entry points too.
    const outputs = Object.fromEntries(
      Object.entries(result.metafile.outputs).map(([file, output]) => [
        file,
        {
          ...(output.entryPoint ? { entryPoint: output.entryPoint } : {}),
          imports: output.imports.map(({ path, kind, external }) => ({ path, kind, ...(external ? { external } : {}) })),
        },
      ]),
    );
    const written = Object.keys(outputs);
    return { value: { outputs, written, files: cache.storeFiles(root, written) }, inputs: metafileFiles(result.metafile) };
  });
  if (!cached) cache.keepFiles(value.files);
  else if (!cache.restoreFiles(value.files, root, value.written)) {
    cache.dropSlot('worker');
    return buildWorker(root, outdir, aliases);
  }
  const { outputs } = value;
  const entry = relative(root, join(outdir, 'index.js'));
  // A module's static imports, transitively. The entry's are what a new isolate compiles.
  const staticImports = (file: string, into = new Set<string>()) => {
    if (into.has(file)) return into;
    into.add(file);
    for (const imported of outputs[file].imports)
      if (imported.kind === 'import-statement' && !imported.external) staticImports(imported.path, into);
    return into;
  };
  const startup = staticImports(entry);
  const renderer = Object.keys(outputs).find((file) => outputs[file].entryPoint === 'worker/render/renderer.ts');
  if (!renderer) throw new Error('worker bundle: worker/render/renderer.ts is not a chunk of its own (is it still imported dynamically?)');
  const firstRender = [...staticImports(renderer)].filter((file) => !startup.has(file));
  const gzip = (file: string) => gzipSync(readFileSync(join(root, file))).length;
  const files = listJs(outdir);
  return {
    files: ['index.js', ...files.filter((file) => file !== 'index.js')],
    startupGzipBytes: [...startup].reduce((sum, file) => sum + gzip(file), 0),
    renderer: relative(resolve(root, outdir), resolve(root, renderer)),
    rendererGzipBytes: firstRender.reduce((sum, file) => sum + gzip(file), 0),
    cached,
  };
}

function listJs(dir: string, base = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return listJs(path, base);
    return entry.name.endsWith('.js') ? [relative(base, path)] : [];
  });
}

/** esbuild's options for the worker (`buildWorker`); `npm run dev` rebuilds with them incrementally. */
export function workerBuildOptions(root: string, outdir: string, aliases: Readonly<Record<string, string>>) {
  return {
    absWorkingDir: root,
    entryPoints: { index: join(root, 'worker/index.ts') },
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    // `module` as well: packages' ES module builds (Emotion's among them), not the CommonJS builds
    // their `import` condition points at, which run eagerly in wrappers at every isolate's startup.
    conditions: ['workerd', 'worker', 'browser', 'module'],
    chunkNames: 'chunks/[name]-[hash]',
    // Workers Sites' manifest is a module wrangler adds at upload.
    external: ['__STATIC_CONTENT_MANIFEST'],
    define: { 'process.env.NODE_ENV': '"production"' },
    jsx: 'automatic',
    minify: true,
    legalComments: 'none',
    metafile: true,
    logLevel: 'warning',
    plugins: workerPlugins(root, aliases),
  } satisfies BuildOptions;
}
