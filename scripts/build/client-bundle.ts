import { build, type Metafile, type Plugin } from 'esbuild';
import { baseBarrelToFolders } from './base-barrel';
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface ClientBundle {
  script: string;
  /**
   * Gzip bytes a first visit to a page downloads: the entry, every chunk it
   * imports statically, and the chunks of the page's demos (given as source
   * files relative to the repository root) with theirs.
   */
  initialGzipBytes(demoFiles: readonly string[]): number;
}

const define = { 'process.env.NODE_ENV': '"production"' };
const ENTRY = 'client/entry.tsx';

/**
 * `@mui/icons-material/Star` is a CommonJS file that pulls in the CommonJS build
 * of @mui/material beside the ES one; its ES twin lives under `esm/`. Demos keep
 * the import readers copy, and the bundle uses the ES module.
 */
export const iconsAsEsm: Plugin = {
  name: 'icons-as-esm',
  setup(build) {
    build.onResolve({ filter: /^@mui\/icons-material\/[A-Z][A-Za-z0-9]*$/ }, (args) =>
      build.resolve(args.path.replace('@mui/icons-material/', '@mui/icons-material/esm/'), {
        kind: args.kind,
        resolveDir: args.resolveDir,
      }),
    );
  },
};

/** Bundles the browser entry (code-split, minified, content-hashed) and the service worker. */
export async function buildClient(root: string, publicDir: string): Promise<ClientBundle> {
  const result = await build({
    entryPoints: [join(root, ENTRY)],
    absWorkingDir: root,
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    target: 'es2020',
    jsx: 'automatic',
    define,
    outdir: publicDir,
    entryNames: 'static/[name].[hash]',
    chunkNames: 'static/chunks/[name].[hash]',
    metafile: true,
    legalComments: 'none',
    logLevel: 'warning',
    plugins: [iconsAsEsm, baseBarrelToFolders()],
  });
  const outputs = Object.entries(result.metafile.outputs);
  const outputFor = (source: string) => outputs.find(([, output]) => output.entryPoint === source)?.[0];
  const entry = outputFor(ENTRY);
  if (!entry) throw new Error('client entry missing from the bundle');

  const script = `/${relative(publicDir, join(root, entry))}`;
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
    });
  await worker('client/sw.ts', join(publicDir, 'sw.js'));
  // Built beside the bucket, not in it: deployed only by an operator who needs it.
  await worker('client/sw-kill-switch.ts', join(publicDir, '..', 'kill-switch', 'sw.js'));

  const sizes = new Map<string, number>();
  const gzip = (file: string) => {
    if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(join(root, file))).length);
    return sizes.get(file)!;
  };
  return {
    script,
    initialGzipBytes(demoFiles) {
      const files = staticGraph(result.metafile, [
        entry,
        ...demoFiles.map((file) => outputFor(file)).filter((file): file is string => !!file),
      ]);
      return [...files].reduce((total, file) => total + gzip(file), 0);
    },
  };
}

/** Output files reachable from the given ones through static imports. */
function staticGraph(metafile: Metafile, starts: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of metafile.outputs[file]?.imports ?? []) {
      if (imported.kind === 'import-statement') visit(imported.path);
    }
  };
  starts.forEach(visit);
  return seen;
}
