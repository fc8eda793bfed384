// The build: menus checked, pages compiled, client bundled, assets hashed,
// sitemap written, and the budgets of the README enforced.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { unstable_readConfig } from 'wrangler';
import { ALL_MENUS } from '../content/menus';
import type { PageData } from '../client/app/page-data';
import { leafPages, validateMenus } from '../worker/menus/tree';
import { BUDGETS } from './budgets';
import { buildClient } from './build/client-bundle';
import { buildFonts, copyPrismTheme } from './build/fonts-fs';
import { type AssembledSite, assemblePages } from './build/pages';
import { bundleServerDemos, writeDemoRegistries } from './content/demos-fs';
import { checkLinks } from './content/links';
import { compileContentPages } from './content/pages-fs';
import { renderRobots, renderSitemap } from './content/sitemap';
import { readInstalledVersionInfo } from './content/versions-fs';

const KB = 1024;

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const publicDir = join(dist, 'public');
const generatedDir = join(dist, 'generated');
const started = performance.now();
const fail = (message: string): never => {
  console.error(`\nbuild failed: ${message}`);
  process.exit(1);
};

// 1. Menus: a duplicate path stops the build, naming the path.
try {
  validateMenus(ALL_MENUS);
} catch (error) {
  fail((error as Error).message);
}
const menuPaths = new Set(ALL_MENUS.flatMap((tree) => leafPages(tree).map((page) => page.pathname)));

// 2. Pages: Markdown compiled, the versions page given its data; links are
// checked once the generated pages are known.
const compiled = compileContentPages(join(root, 'content/pages'));
const versions = readInstalledVersionInfo();
for (const page of compiled) if (page.data.path === '/versions') page.data.versions = versions;
const config = unstable_readConfig({ config: join(root, 'wrangler.toml') });
const siteOrigin = String(config.vars.SITE_ORIGIN);

rmSync(dist, { recursive: true, force: true });
mkdirSync(generatedDir, { recursive: true });
const fonts = buildFonts(publicDir);
for (const page of compiled) {
  if (page.fonts.length === 0) continue;
  const unknown = page.fonts.filter((name) => !fonts.pageStylesheets[name]);
  if (unknown.length) fail(`${page.file}: unknown fonts ${unknown.join(', ')} (known: ${Object.keys(fonts.pageStylesheets).join(', ')})`);
  page.data.stylesheets = page.fonts.map((name) => fonts.pageStylesheets[name]);
}
let assembled: AssembledSite;
try {
  assembled = await assemblePages(root, compiled);
} catch (error) {
  fail((error as Error).message);
}
writeDemoRegistries(root, generatedDir, assembled!.demoModules);
await bundleServerDemos(generatedDir);
const pages = assembled!.pages;
const published = new Set(pages.map((page) => page.path));
const report = checkLinks(compiled, (path) => published.has(path));
if (report.broken.length) fail(`broken links:\n  ${report.broken.join('\n  ')}`);
// Material UI is complete: every one of its menu entries must have a page.
const missing = [...menuPaths].filter((path) => path.startsWith('/material-ui/') && !published.has(path));
if (missing.length && process.env.DOCS_DRAFT !== '1') fail(`Material UI menu entries without a page:\n  ${missing.join('\n  ')}`);
for (const data of pages) {
  const file = join(publicDir, '_pages', `${data.path === '/' ? 'index' : data.path.slice(1)}.json`);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(data satisfies PageData));
}

// 3. Assets: public files, fonts, the Prism theme, the client and service worker.
cpSync(join(root, 'public'), publicDir, { recursive: true });
copyPrismTheme(publicDir);
const client = await buildClient(root, publicDir);
const paths = pages.map((page) => page.path);
writeFileSync(join(publicDir, 'sitemap.xml'), renderSitemap(siteOrigin, paths));
writeFileSync(join(publicDir, 'robots.txt'), renderRobots(siteOrigin));

// 4. What the worker bundles: the page index, the client's entry and the version info.
// `build` names the deploy in the worker's cache keys and ETags: a hash of every
// page JSON (the same bytes as the _pages files) and of the client entry's
// hashed path. Worker-only code changes do not move it.
const buildHash = createHash('sha256');
for (const data of pages) buildHash.update(`${JSON.stringify(data satisfies PageData)}\n`);
const site = {
  build: buildHash.update(client.script).digest('hex').slice(0, 12),
  pages: pages.map((data) => ({ path: data.path, title: data.title })),
  client: { script: client.script, fontStylesheets: fonts.stylesheets, preloadFonts: fonts.preload },
  // Listed for operators and tests; pages name them in their frontmatter `fonts`.
  pageStylesheets: fonts.pageStylesheets,
  versions,
};
writeFileSync(join(generatedDir, 'site.json'), JSON.stringify(site, null, 2));

// 5. Budgets: the worker as wrangler would upload it, and the first visit's JavaScript.
execFileSync('npx', ['wrangler', 'deploy', '--dry-run', '--outdir', join(dist, 'worker')], {
  cwd: root,
  stdio: 'pipe',
  env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
});
const workerGzip = gzipSync(readFileSync(join(dist, 'worker', 'index.js'))).length;
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
console.log(`pages: ${pages.length} (${compiled.length} written, ${assembled!.demoModules.size} demos)`);
console.log(`Material UI menu entries without a page: ${missing.length}${missing.length ? ` (${missing.slice(0, 5).join(', ')}…)` : ''}`);
console.log(`worker: ${kb(workerGzip)} gzip (budget ${kb(BUDGETS.workerGzip)})`);
// Each page's first visit: what must arrive before the page is interactive (the
// entry, and the API chunk on API pages), and, loaded next, its demos' chunks.
const apiModule = 'client/app/api/ApiSections.tsx';
const pageJs = pages.map((page) => {
  const demoFiles = (page.demos ?? []).map((demo) => assembled!.demoModules.get(demo.id)!);
  const initial = page.api || page.apis || page.hooks ? [apiModule] : [];
  return { path: page.path, bytes: client.initialGzipBytes(initial), withDemos: client.initialGzipBytes([...initial, ...demoFiles]) };
});
const largest = [...pageJs].sort((a, b) => b.bytes - a.bytes)[0];
const largestWithDemos = [...pageJs].sort((a, b) => b.withDemos - a.withDemos)[0];
const overBudget = pageJs.filter((page) => page.bytes > BUDGETS.initialJsGzip);
console.log(
  `initial client JavaScript per page: ${kb(client.initialGzipBytes([]))} gzip, largest ${kb(largest.bytes)} (${largest.path}); budget ${kb(BUDGETS.initialJsGzip)}`,
);
console.log(`  with the demos that hydrate after it: largest ${kb(largestWithDemos.withDemos)} (${largestWithDemos.path})`);
console.log(`built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
if (workerGzip > BUDGETS.workerGzip) fail('the worker is over its size budget');
if (overBudget.length)
  fail(`initial client JavaScript over budget on: ${overBudget.map((page) => `${page.path} (${kb(page.bytes)})`).join(', ')}`);
