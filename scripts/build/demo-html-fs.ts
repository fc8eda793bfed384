import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageData } from '../../client/app/page-data';
import { exactAliases, iconsAsEsm } from './client-bundle';
import { bundleForNode } from './node-bundle';
import { demoRenderPrelude } from './demo-render-prelude';
import { excelJsUnavailable } from './exceljs';
import { BuildCache, digest, installedDigest, sourcesDigest } from './cache-fs';
import type { DemoRenderResult, DemoRenderTask } from './demo-render-task';
import { cachedByInputs, metafileFiles } from './inputs-fs';
import { showMissingLicenseNotice } from './mui-x-license-notice';
import { ThreadPool } from './thread-pool';

/** Demos per task: enough to share the render between threads evenly, few enough tasks to cost little to post. */
const DEMOS_PER_TASK = 100;

/**
 * Renders every demo for the default theme, as the worker would (in its
 * library's frame), and stores the HTML in its page: a page with demos then
 * costs the worker no demo render unless the reader's theme differs. The
 * demos, the renderer and the theme are bundled for Node with the site's own
 * aliases, so the markup is the browser's and the worker's to the class name.
 * The bundle is rendered in a thread per core; the HTML is kept in the cache
 * with the files the bundle read, and reused while none of them changes.
 * Returns Joy UI's theme stylesheet, made by the browser's own code.
 */
export async function prerenderDemos(
  root: string,
  pages: readonly PageData[],
  modules: ReadonlyMap<string, string>,
  aliases: Readonly<Record<string, string>>,
): Promise<{ joyThemeCss: string; note: string }> {
  const entries = [...modules];
  const source = [
    ...demoRenderPrelude(root),
    ...entries.map(([, file], index) => `import D${index} from ${JSON.stringify(join(root, file))};`),
    `const demos = [${entries.map(([id], index) => `[${JSON.stringify(id)}, D${index}]`).join(', ')}];`,
    'export { joyThemeCss };',
    '// One theme per process, as the worker renders with.',
    'let theme;',
    'export function renderSome(ids) {',
    '  theme ??= demoTheme(BUILD_THEME_INPUT);',
    '  const wanted = new Set(ids);',
    '  return demos.filter(([id]) => wanted.has(id)).map(([id, Demo]) => [id, renderDemoHtml(Demo, theme, BUILD_THEME_INPUT.direction, frames[demoFrameKind(id)], id)]);',
    '}',
  ].join('\n');
  const config = digest(
    installedDigest(root),
    sourcesDigest(root, ['scripts/build']),
    source,
    JSON.stringify(aliases),
    // What Node's Intl would render dates with.
    JSON.stringify(Intl.DateTimeFormat().resolvedOptions()),
  );
  const rendered = await cachedByInputs(new BuildCache(root, 'demo-html'), 'demo-html', config, root, async () => {
    mkdirSync(join(root, 'node_modules/.cache'), { recursive: true });
    const dir = mkdtempSync(join(root, 'node_modules/.cache/demo-html-'));
    try {
      const entry = join(dir, 'entry.js');
      writeFileSync(entry, source);
      const outfile = join(dir, 'bundle.mjs');
      const metafile = await bundleForNode(entry, outfile, [exactAliases(root, aliases), iconsAsEsm, excelJsUnavailable()]);
      return {
        value: await renderInThreads(
          pathToFileURL(outfile).href,
          entries.map(([id]) => id),
        ),
        inputs: metafileFiles(metafile),
      };
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
  const { html, joyThemeCss, missingLicenseKey } = rendered.value;
  if (missingLicenseKey) showMissingLicenseNotice();
  for (const page of pages) {
    for (const demo of page.demos ?? []) {
      demo.html = html[demo.id];
      for (const styling of demo.stylings ?? []) styling.html = html[styling.id];
    }
  }
  return { joyThemeCss, note: rendered.cached ? 'cached' : `${entries.length} demos rendered in threads` };
}

interface RenderedDemos {
  html: Record<string, string>;
  joyThemeCss: string;
  missingLicenseKey: boolean;
}

async function renderInThreads(bundle: string, ids: string[]): Promise<RenderedDemos> {
  const pool = new ThreadPool<DemoRenderTask, DemoRenderResult>(new URL('./demo-render-task.ts', import.meta.url));
  try {
    const tasks = [{ bundle, ids: [] as string[] }];
    for (let start = 0; start < ids.length; start += DEMOS_PER_TASK) tasks.push({ bundle, ids: ids.slice(start, start + DEMOS_PER_TASK) });
    const results = await Promise.all(tasks.map((task) => pool.run(task)));
    return {
      html: Object.fromEntries(results.flatMap((result) => result.html)),
      joyThemeCss: results[0].joyThemeCss!,
      missingLicenseKey: results.some((result) => result.missingLicenseKey),
    };
  } finally {
    await pool.close();
  }
}
