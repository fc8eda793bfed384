// `npm run check:demos [folder]`: renders every demo under content/demos (or a
// sub-folder) to HTML with React's server renderer, inside the site's theme, so
// a demo that would break server rendering is caught without a full build.
// The demos are bundled with esbuild first, as the worker bundles them.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { iconsAsEsm } from './build/client-bundle';
import { bundleForNode } from './build/node-bundle';
import { listDemoFiles } from './content/demos-fs';

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
    "import { createElement } from 'react';",
    "import { renderToString } from 'react-dom/server';",
    "import { Experimental_CssVarsProvider as CssVarsProvider } from '@mui/material/styles';",
    `import { createDocsTheme } from ${JSON.stringify(join(root, 'client/app/theme'))};`,
    ...files.map((file, index) => `import * as D${index} from ${JSON.stringify(join(root, file))};`),
    `export const demos = [${files.map((file, index) => `[${JSON.stringify(file)}, D${index}]`).join(', ')}];`,
    "const theme = createDocsTheme({ direction: 'ltr', dense: false, spacing: 8, paletteColors: null, language: 'en' });",
    'export const render = (Demo) => renderToString(createElement(CssVarsProvider, { theme }, createElement(Demo)));',
  ].join('\n'),
);
const outfile = join(dir, 'bundle.mjs');
await bundleForNode(entry, outfile, [iconsAsEsm]);
const { demos, render } = await import(pathToFileURL(outfile).href);
let failed = 0;
for (const [file, module] of demos as [string, { default?: unknown }][]) {
  try {
    if (typeof module.default !== 'function') throw new Error('no default export component');
    const html: string = render(module.default);
    if (html.length < 20) throw new Error('rendered (almost) nothing');
  } catch (error) {
    failed++;
    console.log(`FAIL ${file}: ${(error as Error).message.split('\n')[0]}`);
  }
}
console.log(`${files.length - failed} of ${files.length} demos render on the server`);
if (failed) process.exit(1);
