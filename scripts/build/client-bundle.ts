import { build, type Metafile } from 'esbuild';
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

export interface ClientBundle {
  script: string;
  /** Gzip bytes of the entry and every chunk it imports statically: what a first visit downloads. */
  initialGzipBytes: number;
}

const define = { 'process.env.NODE_ENV': '"production"' };

/** Bundles the browser entry (code-split, minified, content-hashed) and the service worker. */
export async function buildClient(root: string, publicDir: string): Promise<ClientBundle> {
  const result = await build({
    entryPoints: [join(root, 'client/entry.tsx')],
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
  });
  const entry = Object.entries(result.metafile.outputs).find(([, output]) => output.entryPoint);
  if (!entry) throw new Error('client entry missing from the bundle');
  const script = `/${relative(publicDir, entry[0])}`;

  await build({
    entryPoints: [join(root, 'client/sw.ts')],
    bundle: true,
    format: 'iife',
    minify: true,
    target: 'es2020',
    define,
    outfile: join(publicDir, 'sw.js'),
    logLevel: 'warning',
  });
  return { script, initialGzipBytes: initialGzip(result.metafile, entry[0]) };
}

function initialGzip(metafile: Metafile, entryFile: string): number {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of metafile.outputs[file]?.imports ?? []) {
      if (imported.kind === 'import-statement') visit(imported.path);
    }
  };
  visit(entryFile);
  return [...seen].reduce((total, file) => total + gzipSync(readFileSync(file)).length, 0);
}
