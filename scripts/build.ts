// The build: menus checked, pages compiled, client bundled, assets hashed,
// sitemap written, and the budgets of the README enforced.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ALL_MENUS, SECTIONS } from '../content/menus';
import { hasApiSections, type PageData } from '../client/app/page-data';
import { leafPages, validateMenus } from '../worker/menus/tree';
import { BUDGETS } from './budgets';
import { buildClient } from './build/client-bundle';
import { buildFonts, copyPrismTheme, inlineableCss } from './build/fonts-fs';
import { PRISM_STYLESHEET } from '../worker/render/head';
import { demoFrameKind, JOY_THEME_STYLESHEET } from '../client/app/demo/frame';
import { type AssembledSite, assemblePages } from './build/pages';
import { prepareAssembleSources } from './build/assemble-sources-fs';
import { type EmitDemoCode, writeServerDemos } from './content/demos-fs';
import { hashedName, sourceFiles } from './build/hash';
import { writeGlyphs } from './build/glyphs-fs';
import { measureWorkerStartupCached } from './build/startup-fs';
import { buildWorker } from './build/worker-bundle';
import { wranglerDryRun } from './build/dry-run-fs';
import { readBuildConfig } from './build/wrangler-config-fs';
import { formatStepTable, StepClock } from './build/steps';
import { beginOutput, copyOutput, endOutput, writeOutput } from './build/output-fs';
import { prerenderDemos } from './build/demo-html-fs';
import { writeDemoStylesheets } from './build/demo-styles-fs';
import { writeMarkdown } from './build/markdown-fs';
import { writeSearchIndexCached } from './build/search-index-fs';
import { checkLinks } from './content/links';
import { apiMenuMismatches, apiPlanMismatches, COMPLETE_PRODUCTS, entriesWithoutPage } from './content/menu-coverage';
import { compileContentPages } from './content/pages-fs';
import { attachBlog, BLOG_FEED_PATH, BLOG_PATH } from './content/blog';
import { renderRss } from './content/rss';
import { BLOG_FEED } from '../worker/render/blog-head';
import { renderRobots, renderSitemap } from './content/sitemap';
import { readInstalledVersionInfo } from './content/versions-fs';

const KB = 1024;

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const publicDir = join(dist, 'public');
const generatedDir = join(dist, 'generated');
const clock = new StepClock();
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
const compiled = await clock.run('Markdown pages', () => compileContentPages(join(root, 'content/pages')));
const versions = readInstalledVersionInfo();
for (const page of compiled) if (page.data.path === '/versions') page.data.versions = versions;
// The blog: each post's metadata, reading time and neighbors, the index's list; every post has a committed cover.
let blogPosts: ReturnType<typeof attachBlog> = [];
try {
  blogPosts = attachBlog(compiled);
} catch (error) {
  fail((error as Error).message);
}
const missingCovers = blogPosts.filter((post) => !existsSync(join(root, 'public', post.image)));
if (missingCovers.length)
  fail(
    `blog posts without a cover (make them with \`npx tsx scripts/blog-covers.ts\`): ${missingCovers.map((post) => post.path).join(', ')}`,
  );
const config = await readBuildConfig(root);
const siteOrigin = String(config.vars.SITE_ORIGIN);

// Afresh, but an unchanged file is moved over from the last build's output rather than written again (output-fs.ts).
beginOutput(dist);
mkdirSync(generatedDir, { recursive: true });
const fonts = await clock.run('fonts and glyphs', () => {
  writeGlyphs(generatedDir);
  return buildFonts(publicDir);
});
for (const page of compiled) {
  if (page.fonts.length === 0) continue;
  const unknown = page.fonts.filter((name) => !fonts.pageStylesheets[name]);
  if (unknown.length) fail(`${page.file}: unknown fonts ${unknown.join(', ')} (known: ${Object.keys(fonts.pageStylesheets).join(', ')})`);
  page.data.stylesheets = page.fonts.map((name) => fonts.pageStylesheets[name]);
}
// A demo's source is not part of its page: each variant is a hashed file the
// browser fetches when the reader opens or copies it.
const emitDemoCode: EmitDemoCode = (id, variant, html) => {
  const file = join('static/demo-code', hashedName(`${id.replace(/[^A-Za-z0-9]+/g, '-')}.${variant.toLowerCase()}.html`, html));
  writeOutput(join(publicDir, file), html);
  return `/${file}`;
};
let assembled: AssembledSite;
try {
  assembled = await clock.run('API references and demo sources', async (step) => {
    const prepared = await prepareAssembleSources(root, compiled);
    step.note = prepared.note;
    const site = await assemblePages(root, compiled, emitDemoCode, prepared.sources);
    prepared.prune();
    return site;
  });
} catch (error) {
  fail((error as Error).message);
}
await clock.run("worker's demo registry", () => writeServerDemos(root, generatedDir, assembled!.demoModules));
const { joyThemeCss } = await clock.run('demo HTML (server render)', async (step) => {
  const prerendered = await prerenderDemos(root, assembled!.pages, assembled!.demoModules, config.alias ?? {});
  step.note = prerendered.note;
  return prerendered;
});
const pages = assembled!.pages;
// Joy UI's demos paint with Joy's CSS variables, which their pages carry once in <head>.
for (const page of pages) {
  if (page.demos?.length && demoFrameKind(page.path) === 'joy') page.stylesheets = [...(page.stylesheets ?? []), JOY_THEME_STYLESHEET];
}
// The Tailwind CSS build and the plain CSS demos' stylesheets, linked by the pages whose demos use them.
await clock.run('demo stylesheets (Tailwind, CSS)', () => writeDemoStylesheets(root, publicDir, pages, assembled!.pageDemos));
const published = new Set(pages.map((page) => page.path));
// Pages may also link the files the build writes beside them (the blog's feed).
const report = checkLinks(compiled, (path) => published.has(path) || path === BLOG_FEED_PATH);
// An inherited component's page that this site does not have (Base UI's Popper, for Joy's Menu) is named, not linked.
for (const api of pages.flatMap((page) => [page.api, ...(page.apis ?? [])])) {
  if (api?.inheritsFrom && !published.has(api.inheritsFrom.path.split('#')[0])) api.inheritsFrom.path = '';
}
if (report.broken.length) fail(`broken links:\n  ${report.broken.join('\n  ')}`);
// Complete products (COMPLETE_PRODUCTS, scripts/content/menu-coverage.ts): every one of their menu entries must have a page.
const missing = entriesWithoutPage(menuPaths, (path) => published.has(path));
if (missing.length && process.env.DOCS_DRAFT !== '1')
  fail(`menu entries without a page (${COMPLETE_PRODUCTS.join(', ')}):\n  ${missing.join('\n  ')}`);
// Generated API references (Joy UI's, Base UI's components and hooks, MUI System's components) and their menu group agree, drafts or not.
const apiMismatch = apiMenuMismatches(
  menuPaths,
  pages.filter((page) => page.api || page.hooks).map((page) => page.path),
);
if (apiMismatch.withoutPage.length) fail(`API menu entries with no generated page:\n  ${apiMismatch.withoutPage.join('\n  ')}`);
if (apiMismatch.notInMenu.length) fail(`generated API pages missing from their menu:\n  ${apiMismatch.notInMenu.join('\n  ')}`);
// MUI X's API pages take their Pro or Premium badge from the menu: it must say what the package says.
const planMismatch = apiPlanMismatches(
  ALL_MENUS.flatMap((tree) => leafPages(tree)),
  pages.filter((page) => page.api && page.path.startsWith('/x/')).map((page) => ({ path: page.path, plan: page.api!.plan })),
);
if (planMismatch.length) fail(`MUI X API pages whose menu plan is not their package's:\n  ${planMismatch.join('\n  ')}`);

// 3. Assets: public files, fonts, the Prism theme, the client and service
// worker; then the pages, which name their demo bundles.
for (const file of sourceFiles(join(root, 'public'), ['.'])) copyOutput(join(root, 'public', file), join(publicDir, file));
copyPrismTheme(publicDir);
writeOutput(join(publicDir, JOY_THEME_STYLESHEET.slice(1)), joyThemeCss);
const client = await clock.run('client bundles', async (step) => {
  const built = await buildClient(root, publicDir, assembled!.pageDemos, config.alias ?? {});
  step.note = built.settled;
  return built;
});
for (const data of pages) {
  data.demoBundle = client.demoBundles.get(data.path);
  const file = join(publicDir, '_pages', `${data.path === '/' ? 'index' : data.path.slice(1)}.json`);
  writeOutput(file, JSON.stringify(data satisfies PageData));
}
// The search index of every page, a private file of the bucket that the worker reads from KV.
const searchIndex = await clock.run('search index', (step) => {
  const written = writeSearchIndexCached(root, publicDir, pages, SECTIONS);
  if (written.cached) step.note = 'cached';
  return written;
});
// Every page as Markdown at its path plus .md, and the llms.txt files, for readers and tools.
const markdown = await clock.run('Markdown copies', (step) => {
  const written = writeMarkdown(root, publicDir, compiled, pages, siteOrigin);
  step.note = written.made === 0 ? 'cached' : `${written.made} of ${written.pages} pages made, the rest cached`;
  return written;
});
const paths = pages.map((page) => page.path);
writeOutput(join(publicDir, 'sitemap.xml'), renderSitemap(siteOrigin, paths));
writeOutput(join(publicDir, 'robots.txt'), renderRobots(siteOrigin));
// The blog's RSS feed, newest post first, every link absolute (SITE_ORIGIN).
writeOutput(
  join(publicDir, BLOG_FEED_PATH.slice(1)),
  renderRss(
    {
      origin: siteOrigin,
      title: BLOG_FEED.title,
      description: 'Releases of Material UI, Joy UI, Base UI and MUI X, and how this documentation site is built.',
      blogPath: BLOG_PATH,
      feedPath: BLOG_FEED_PATH,
    },
    blogPosts,
  ),
);

// 4. What the worker bundles: the page index, the client's entry and the version info.
// `build` names the deploy in the worker's cache keys and ETags: a hash of every
// page JSON (the same bytes as the _pages files), of the client entry's hashed
// path, and of what the worker renders with (its sources, the shell, the menus,
// wrangler.toml's vars and the locked packages, the fonts and inline styles below),
// so any deploy that can change a page's HTML moves it.
const buildHash = createHash('sha256');
for (const data of pages) buildHash.update(`${JSON.stringify(data satisfies PageData)}\n`);
for (const file of sourceFiles(root, [
  'worker',
  'search',
  'client/app',
  'client/patches',
  'content/menus',
  'wrangler.toml',
  'package-lock.json',
]))
  buildHash.update(readFileSync(join(root, file)));
// What pages are written with besides their data: the entry, the font faces and their preloads, the inline
// stylesheets and the icon. All of it goes into `build` too: a deploy that changes only the text font's files
// must not keep serving cached pages that link the previous ones.
const clientAssets = {
  script: client.script,
  boot: client.boot,
  fontStylesheets: fonts.stylesheets,
  preloadFonts: fonts.preload,
  // 248 bytes of SVG: in the page it costs less than the request it would start beside the text font.
  icon: `data:image/svg+xml,${encodeURIComponent(readFileSync(join(root, 'public', 'favicon.svg'), 'utf8').trim())}`,
  styleText: Object.fromEntries(
    [...fonts.stylesheets, PRISM_STYLESHEET, JOY_THEME_STYLESHEET].map((href) => [href, inlineableCss(publicDir, href)]),
  ),
};
const site = {
  build: buildHash
    .update(JSON.stringify({ clientAssets, pageStylesheets: fonts.pageStylesheets, versions }))
    .digest('hex')
    .slice(0, 12),
  pages: pages.map((data) => ({ path: data.path, title: data.title })),
  client: clientAssets,
  // Listed for operators and tests; pages name them in their frontmatter `fonts`.
  pageStylesheets: fonts.pageStylesheets,
  versions,
};
writeOutput(join(generatedDir, 'site.json'), JSON.stringify(site, null, 2));

// 5. The worker, code-split (scripts/build/worker-bundle.ts); wrangler checks the
// configuration and lists what it would upload. Then the budgets.
const worker = await clock.run('worker bundle', async (step) => {
  const built = await buildWorker(root, join(dist, 'worker'), config.alias ?? {});
  if (built.cached) step.note = 'cached';
  return built;
});
const dryRun = await clock.run("wrangler's dry run", (step) => {
  const run = wranglerDryRun(root, join(dist, 'worker'));
  if (run.cached) step.note = 'cached';
  return run.output;
});
// The size Cloudflare's limit counts: the whole upload compressed, as wrangler reports it.
const uploadGzip = /Total Upload: [\d.]+ KiB \/ gzip: ([\d.]+) KiB/.exec(dryRun);
if (!uploadGzip) fail(`wrangler's dry run did not report the upload's size:\n${dryRun.slice(-2000)}`);
const workerGzip = Number(uploadGzip![1]) * 1024;
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
console.log(`pages: ${pages.length} (${compiled.length} written, ${assembled!.demoModules.size} demos)`);
console.log(`Markdown: ${markdown.pages} pages as .md; llms-full.txt ${kb(markdown.fullBytes)}`);
console.log(
  `search index: ${searchIndex.documents} entries of ${searchIndex.pages} pages, ${kb(searchIndex.bytes)} (${kb(searchIndex.gzipBytes)} gzip) in KV, built in ${searchIndex.buildMs.toFixed(0)} ms; budget ${kb(BUDGETS.searchIndexBytes)}`,
);
console.log(`blog: ${blogPosts.length} posts, newest ${blogPosts[0]?.date ?? 'none'}; feed at ${BLOG_FEED_PATH}`);
console.log(`menu entries without a page: ${missing.length} in complete products (${COMPLETE_PRODUCTS.join(', ')})`);
console.log(
  `worker: ${kb(workerGzip)} gzip as wrangler uploads it, ${worker.files.length} modules (budget ${kb(BUDGETS.workerGzip)}); ${kb(worker.startupGzipBytes)} of them load at startup (budget ${kb(BUDGETS.workerStartupGzip)}), ${kb(worker.rendererGzipBytes)} more on an isolate's first render`,
);
// Printed, not enforced: a timing, which only the benchmark scripts may judge.
const startupMs = await clock.run('worker startup timing', (step) => {
  const measured = measureWorkerStartupCached(root, join(dist, 'worker'), worker.renderer);
  if (measured.cached) step.note = 'cached: the same worker as the last build measured';
  return measured.times;
});
console.log(
  `worker startup: ${startupMs.fastest.toFixed(0)} ms to compile and run its top level (fastest of ${startupMs.runs} runs in V8, median ${startupMs.median.toFixed(0)} ms; target ${BUDGETS.workerStartupMs} ms); ` +
    `then ${startupMs.renderer.fastest.toFixed(0)} ms (median ${startupMs.renderer.median.toFixed(0)}) to load the renderer, once, on the isolate's first render`,
);
// Each page's first visit: what must arrive before the page is interactive (the
// entry, and the API chunk on API pages), then its demo bundle and the
// settings drawer, loaded when the page is idle.
const apiModule = 'client/app/api/ApiSections.tsx';
const settingsModule = 'client/app/lazy-ui.ts';
const pageJs = pages.map((page) => {
  const initial = hasApiSections(page) ? [apiModule] : [];
  const scripts = client.initialFiles([...initial, settingsModule]).size + (page.demoBundle ? 1 : 0);
  return { path: page.path, bytes: client.initialGzipBytes(initial), demos: client.demoGzipBytes(page.path), scripts };
});
const largestBy = (key: 'bytes' | 'demos' | 'scripts') => [...pageJs].sort((a, b) => b[key] - a[key])[0];
const overBudget = pageJs.filter((page) => page.bytes > BUDGETS.initialJsGzip);
const tooManyScripts = pageJs.filter((page) => page.scripts > BUDGETS.scriptRequests);
console.log(
  `initial client JavaScript per page: ${kb(client.initialGzipBytes([]))} gzip, largest ${kb(largestBy('bytes').bytes)} (${largestBy('bytes').path}); budget ${kb(BUDGETS.initialJsGzip)}`,
);
console.log(`  a page's demo bundle, loaded as demos come into view: largest ${kb(largestBy('demos').demos)} (${largestBy('demos').path})`);
console.log(
  `script requests of a first visit: at most ${largestBy('scripts').scripts} (${largestBy('scripts').path}); budget ${BUDGETS.scriptRequests}`,
);
// What the last build wrote and this one did not.
endOutput();
console.log(`built in ${(clock.totalMs() / 1000).toFixed(1)} s:\n${formatStepTable(clock.steps, clock.totalMs())}`);
if (workerGzip > BUDGETS.workerGzip) fail('the worker is over its size budget');
if (worker.startupGzipBytes > BUDGETS.workerStartupGzip)
  fail(
    `the worker's startup modules are over their budget of ${kb(BUDGETS.workerStartupGzip)} (is the renderer imported statically again?)`,
  );
if (searchIndex.bytes > BUDGETS.searchIndexBytes)
  fail('the search index is over its size budget (cap the prose per section: search/documents.ts)');
if (overBudget.length)
  fail(
    `initial client JavaScript over budget on ${overBudget.length} pages: ${overBudget
      .slice(0, 5)
      .map((page) => `${page.path} (${kb(page.bytes)})`)
      .join(', ')}…`,
  );
if (tooManyScripts.length)
  fail(
    `too many script requests on ${tooManyScripts.length} pages: ${tooManyScripts
      .slice(0, 5)
      .map((page) => `${page.path} (${page.scripts})`)
      .join(', ')}…`,
  );
