// `npm run check:demos [folder]`: renders every demo under content/demos (or a
// sub-folder) to HTML with React's server renderer, in the frame the site
// renders it in (the site's theme, or Joy UI's CssVarsProvider for Joy demos), so
// a demo that would break server rendering is caught without a full build.
// The demos are bundled with esbuild first, as the worker bundles them.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { iconsAsEsm } from './build/client-bundle';
import { bundleForNode } from './build/node-bundle';
import { listDemoFiles } from './content/demos-fs';
import { demoRenderPrelude } from './build/demo-render-prelude';
import { excelJsUnavailable } from './build/exceljs';

const root = join(import.meta.dirname, '..');
const only = process.argv[2] ?? '';
const files = listDemoFiles(root).filter((file) => file.startsWith(join('content/demos', only)));
// Inside the project so packages resolve; node_modules/.cache survives builds.
mkdirSync(join(root, 'node_modules/.cache'), { recursive: true });
const dir = mkdtempSync(join(root, 'node_modules/.cache/check-demos-'));
const entry = join(dir, 'entry.tsx');
writeFileSync(
  entry,
  [
    ...demoRenderPrelude(root),
    ...files.map((file, index) => `import * as D${index} from ${JSON.stringify(join(root, file))};`),
    `export const demos = [${files.map((file, index) => `[${JSON.stringify(file)}, D${index}]`).join(', ')}];`,
    'const theme = demoTheme(BUILD_THEME_INPUT);',
    // Each demo in its library's frame (Joy UI's CssVarsProvider under content/demos/joy-ui), as the build renders it.
    "export const render = (file, Demo) => renderDemoHtml(Demo, theme, 'ltr', frames[demoFrameKind(file.replace(/^content\\/demos\\//, ''))], file);",
  ].join('\n'),
);
const outfile = join(dir, 'bundle.mjs');
await bundleForNode(entry, outfile, [iconsAsEsm, excelJsUnavailable()]);
const { demos, render } = await import(pathToFileURL(outfile).href);
let failed = 0;
for (const [file, module] of demos as [string, { default?: unknown }][]) {
  try {
    if (typeof module.default !== 'function') throw new Error('no default export component');
    const html: string = render(file, module.default);
    if (html.length < 20) throw new Error('rendered (almost) nothing');
  } catch (error) {
    failed++;
    console.log(`FAIL ${file}: ${(error as Error).message.split('\n')[0]}`);
  }
}
console.log(`${files.length - failed} of ${files.length} demos render on the server`);
if (failed) process.exit(1);
