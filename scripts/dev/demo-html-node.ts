// A page's demos rendered for the default theme as the build renders them (scripts/build/demo-html-fs.ts), but one
// page at a time, incrementally bundled, in a worker thread that exits afterwards (each bundle carries its own copy
// of the libraries, which a long-lived process would otherwise keep), with a source-mapped error per demo.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { context, type BuildContext } from 'esbuild';
import { exactAliases, iconsAsEsm } from '../build/client-bundle';
import { demoRenderPrelude } from '../build/demo-render-prelude';
import { excelJsUnavailable } from '../build/exceljs';
import { pageSlug } from '../build/demo-bundles';

export type DemoRender = { ok: true; html: string } | { ok: false; message: string; stack: string };

/** One esbuild context per page recently edited: a rebuild re-reads only what changed. */
const contexts = new Map<string, { ctx: BuildContext; entry: string; outfile: string }>();
const KEPT_CONTEXTS = 6;

async function contextFor(root: string, pagePath: string, aliases: Readonly<Record<string, string>>) {
  let kept = contexts.get(pagePath);
  if (kept) {
    contexts.delete(pagePath);
    contexts.set(pagePath, kept);
    return kept;
  }
  const dir = join(root, 'node_modules/.cache/dev-demo-html', pageSlug(pagePath));
  mkdirSync(dir, { recursive: true });
  const entry = join(dir, 'entry.js');
  const outfile = join(dir, 'bundle.mjs');
  writeFileSync(entry, '');
  const ctx = await context({
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    format: 'esm',
    jsx: 'automatic',
    outfile,
    mainFields: ['module', 'main'],
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
    sourcemap: 'inline',
    banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
    plugins: [exactAliases(root, aliases), iconsAsEsm, excelJsUnavailable()],
  });
  kept = { ctx, entry, outfile };
  contexts.set(pagePath, kept);
  for (const [path, old] of contexts) {
    if (contexts.size <= KEPT_CONTEXTS) break;
    contexts.delete(path);
    void old.ctx.dispose();
  }
  return kept;
}

/** Renders the given demos (id → module file relative to `root`) of one page; each demo's result apart. */
export async function renderPageDemos(
  root: string,
  pagePath: string,
  modules: ReadonlyMap<string, string>,
  aliases: Readonly<Record<string, string>>,
): Promise<Map<string, DemoRender>> {
  const { ctx, entry, outfile } = await contextFor(root, pagePath, aliases);
  const entries = [...modules];
  writeFileSync(
    entry,
    [
      ...demoRenderPrelude(root),
      ...entries.map(([, file], index) => `import D${index} from ${JSON.stringify(join(root, file))};`),
      `const demos = [${entries.map(([id], index) => `[${JSON.stringify(id)}, D${index}]`).join(', ')}];`,
      "import { parentPort } from 'node:worker_threads';",
      'const theme = demoTheme(BUILD_THEME_INPUT);',
      'const results = demos.map(([id, Demo]) => {',
      '  try {',
      '    return [id, { ok: true, html: renderDemoHtml(Demo, theme, BUILD_THEME_INPUT.direction, frames[demoFrameKind(id)], id) }];',
      '  } catch (error) {',
      '    return [id, { ok: false, message: String(error?.message ?? error), stack: String(error?.stack ?? "") }];',
      '  }',
      '});',
      'parentPort.postMessage(results);',
    ].join('\n'),
  );
  await ctx.rebuild();
  return new Promise((resolve, reject) => {
    // The bundle's inline source map points a demo's error at its own file and line (process.setSourceMapsEnabled).
    const worker = new Worker(outfile, { stdout: true, stderr: true });
    // MUI X's license notice and React's warnings stay in the thread: the dev server reports errors itself.
    worker.stdout.resume();
    worker.stderr.resume();
    worker.once('message', (results: [string, DemoRender][]) => {
      resolve(new Map(results));
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => code !== 0 && reject(new Error(`the demo renderer exited with ${code}`)));
  });
}

export async function disposeDemoRenderers(): Promise<void> {
  await Promise.all([...contexts.values()].map(({ ctx }) => ctx.dispose()));
  contexts.clear();
}
