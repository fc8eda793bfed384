import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageData } from '../../client/app/page-data';
import { exactAliases, iconsAsEsm } from './client-bundle';
import { bundleForNode } from './node-bundle';
import { demoRenderPrelude } from './demo-render-prelude';
import { excelJsUnavailable } from './exceljs';

/**
 * Renders every demo for the default theme, as the worker would (in its
 * library's frame), and stores the HTML in its page: a page with demos then
 * costs the worker no demo render unless the reader's theme differs. The
 * demos, the renderer and the theme are bundled for Node with the site's own
 * aliases, so the markup is the browser's and the worker's to the class name.
 * Returns Joy UI's theme stylesheet, made by the browser's own code.
 */
export async function prerenderDemos(
  root: string,
  pages: readonly PageData[],
  modules: ReadonlyMap<string, string>,
  aliases: Readonly<Record<string, string>>,
): Promise<{ joyThemeCss: string }> {
  mkdirSync(join(root, 'node_modules/.cache'), { recursive: true });
  const dir = mkdtempSync(join(root, 'node_modules/.cache/demo-html-'));
  try {
    const entries = [...modules];
    const entry = join(dir, 'entry.js');
    writeFileSync(
      entry,
      [
        ...demoRenderPrelude(root),
        ...entries.map(([, file], index) => `import D${index} from ${JSON.stringify(join(root, file))};`),
        `const demos = [${entries.map(([id], index) => `[${JSON.stringify(id)}, D${index}]`).join(', ')}];`,
        'export { joyThemeCss };',
        'export function renderAll() {',
        '  const theme = demoTheme(BUILD_THEME_INPUT);',
        '  return Object.fromEntries(demos.map(([id, Demo]) => [id, renderDemoHtml(Demo, theme, BUILD_THEME_INPUT.direction, frames[demoFrameKind(id)], id)]));',
        '}',
      ].join('\n'),
    );
    const outfile = join(dir, 'bundle.mjs');
    await bundleForNode(entry, outfile, [exactAliases(root, aliases), iconsAsEsm, excelJsUnavailable()]);
    const bundle = (await import(pathToFileURL(outfile).href)) as { renderAll(): Record<string, string>; joyThemeCss(): string };
    const html = bundle.renderAll();
    for (const page of pages) {
      for (const demo of page.demos ?? []) {
        demo.html = html[demo.id];
        for (const styling of demo.stylings ?? []) styling.html = html[styling.id];
      }
    }
    return { joyThemeCss: bundle.joyThemeCss() };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
