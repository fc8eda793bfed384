import { join, relative } from 'node:path';
import { build, type Metafile, type Plugin } from 'esbuild';

/**
 * exceljs (about 900 KB minified) is what the Premium grid's Excel export
 * loads, with a dynamic `import('exceljs')`, when a reader asks for a file.
 * Left to esbuild, a demo bundle (built without code splitting) would inline
 * it into every Premium page's JavaScript, and the worker would upload it.
 */

/** The worker never exports to Excel (it only renders): `exceljs` is a module that says so if it is ever called. */
export function excelJsUnavailable(): Plugin {
  return {
    name: 'exceljs-unavailable',
    setup(build) {
      build.onResolve({ filter: /^exceljs$/ }, () => ({ path: 'exceljs', namespace: 'exceljs-unavailable' }));
      build.onLoad({ filter: /.*/, namespace: 'exceljs-unavailable' }, () => ({
        contents: "throw new Error('Excel export runs in the browser only');",
        loader: 'js',
      }));
    },
  };
}

/**
 * Builds exceljs once, as an ES module of its own under a hashed name, and
 * returns a plugin that points the demo bundles' `import('exceljs')` at it:
 * a reader downloads it only when an Excel export starts.
 */
export async function buildExcelJs(
  root: string,
  publicDir: string,
): Promise<{ href: string; plugin: Plugin; files: string[]; metafile: Metafile }> {
  const result = await build({
    entryPoints: { exceljs: 'exceljs' },
    absWorkingDir: root,
    bundle: true,
    format: 'esm',
    platform: 'browser',
    minify: true,
    target: 'es2020',
    outdir: publicDir,
    entryNames: 'static/vendor/[name].[hash]',
    metafile: true,
    legalComments: 'none',
    logLevel: 'warning',
  });
  const file = Object.keys(result.metafile.outputs).find((output) => output.endsWith('.js'));
  if (!file) throw new Error('exceljs bundle missing');
  const href = `/${relative(publicDir, join(root, file))}`;
  return {
    href,
    // Relative to `root`, as the metafile lists them.
    files: Object.keys(result.metafile.outputs),
    metafile: result.metafile,
    plugin: {
      name: 'exceljs-on-demand',
      setup(build) {
        build.onResolve({ filter: /^exceljs$/ }, () => ({ path: href, external: true }));
      },
    },
  };
}
