// `npm run dev`: the writers' loop. Serves the last build from workerd (the same worker `npm start` serves), watches
// the sources, rebuilds only what a save touches, and reloads the open pages, or shows what broke over them.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { watch } from 'chokidar';
import { transform } from 'esbuild';
import { Miniflare } from 'miniflare';
import { unstable_readConfig } from 'wrangler';
import { builtWorkerOptions } from './local-worker';
import { classifyEdit, demoPagePath, heaviest, WATCHED_DIRS, type EditKind } from './dev/classify';
import { disposeDemoRenderers } from './dev/demo-html-node';
import { disposeDemoBundlers } from './dev/demo-bundle-dev';
import {
  changedInputs,
  changedSince,
  CODE_INPUTS,
  CONTENT_INPUTS,
  hashFile,
  hashInputs,
  readInputList,
  writeInputList,
} from './dev/freshness-fs';
import { startDevProxy } from './dev/proxy-http';
import { DevSite, type Outcome } from './dev/rebuild-fs';
import type { DevError } from './dev/overlay-errors';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.PORT ?? 8787);
const siteJson = join(root, 'dist/generated/site.json');
const started = performance.now();
const seconds = (from: number) => `${((performance.now() - from) / 1000).toFixed(1)} s`;
// Stacks of demos rendered in Node point at their own files (the bundles carry inline source maps).
process.setSourceMapsEnabled(true);

/** The full build, as `npm run build` runs it; drafts allowed (menu entries and demos still being written). */
function fullBuild(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(root, 'node_modules/tsx/dist/cli.mjs'), join(root, 'scripts/build.ts')], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, DOCS_DRAFT: '1' },
    });
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`the build failed (exit ${code})`))));
  });
}

// 1. A build to serve. The dev server keeps the hashes of the sources its build reflects (dist/generated/dev-inputs.json,
// gone with the next `npm run build`); without that list, a build newer than every source counts as up to date.
// Changed code needs the full build; changed pages and demos are brought up to date one by one (step 4).
const inputList = join(root, 'dist/generated/dev-inputs.json');
const INPUTS = [...CODE_INPUTS, ...CONTENT_INPUTS];
let known = existsSync(siteJson) ? readInputList(inputList) : null;
const current = hashInputs(root, INPUTS);
const lastBuild = existsSync(siteJson) ? statSync(siteJson).mtimeMs : 0;
let changed = known ? changedInputs(known, current) : lastBuild ? changedSince(root, INPUTS, lastBuild) : null;
const isCode = (file: string) => CODE_INPUTS.some((input) => file === input || file.startsWith(`${input}/`));
if (!changed || changed.some(isCode)) {
  console.log(changed ? 'Code changed since the last build: building the site…' : 'No build yet: building the site once…');
  await fullBuild();
  changed = [];
}
// What the build reflects: the sources as now, but for the pages and demos still to be brought up to date.
known = { ...current };
for (const file of changed) if (known[file] !== undefined) known[file] = 'stale';
writeInputList(inputList, known);
/** Records a handled batch's files as the served build's (their hashes as read when the batch was taken). */
const markUpToDate = (hashes: Readonly<Record<string, string | undefined>>) => {
  for (const [file, hash] of Object.entries(hashes)) {
    if (hash === undefined) delete known![file];
    else known![file] = hash;
  }
  writeInputList(inputList, known!);
};
const config = unstable_readConfig({ config: join(root, 'wrangler.toml') });
const site = new DevSite(root, config.alias ?? {});

// 2. The worker in workerd, with the isolate's caches of pages and their data off: a rebuild rewrites them in place.
const workerPort = port + 1;
const workerOptions = () => ({
  ...builtWorkerOptions({ cwd: root, vars: { RENDER_CACHE_MB: '0', HTML_EDGE_CACHE: 'off', PAGE_DATA_MEMORY_MB: '0' } }),
  host: '127.0.0.1',
  port: workerPort,
});
const miniflare = new Miniflare(workerOptions());
let workerReady: Promise<unknown> = miniflare.ready;
const upstream = async () => {
  await workerReady;
  return `http://127.0.0.1:${workerPort}`;
};

// 3. The front the browser talks to.
const { code: clientScript } = await transform(readFileSync(join(root, 'scripts/dev/browser-client.ts'), 'utf8'), {
  loader: 'ts',
  target: 'es2020',
});
const proxy = await startDevProxy({ port, upstream, clientScript, publicDir: site.publicDir });
await workerReady;

/** The hashes of the given files as they are now (undefined for a deleted one). */
function hashesOf(files: Iterable<string>): Record<string, string | undefined> {
  const hashes: Record<string, string | undefined> = {};
  for (const file of files) {
    const full = join(root, file);
    hashes[file] = existsSync(full) ? hashFile(full) : undefined;
  }
  return hashes;
}

// 4. Saves: batched (an editor's save can be several events), handled one batch at a time.
const errorsByFile = new Map<string, DevError[]>();
let pending = new Map<string, EditKind>();
let timer: NodeJS.Timeout | undefined;
let running = Promise.resolve();
const REFRESH_AFTER_IDLE_MS = 3000;

async function handle(batch: Map<string, EditKind>, taken: Record<string, string | undefined>): Promise<void> {
  const begun = performance.now();
  const kind = heaviest(batch.values());
  const outcomes: { files: string[]; outcome: Outcome }[] = [];
  try {
    // The service worker and the search dialog are bundles of their own, which the full build makes.
    const fullBuildNeeded = [...batch.keys()].some((file) => /^client\/(sw|sw-kill-switch)\.ts$|^client\/browser\/search\//.test(file));
    if (kind === 'client' && !fullBuildNeeded) {
      clearTimeout(refreshTimer);
      await site.rebuildClient();
      await site.rebuildWorker();
      workerReady = miniflare.setOptions(workerOptions());
      await workerReady;
      outcomes.push({ files: [...batch.keys()], outcome: { restartWorker: false, errors: [], summary: 'client and worker rebuilt' } });
    } else if (kind === 'client') {
      console.log('the service worker or the search dialog changed: full build…');
      workerReady = fullBuild();
      await workerReady;
      known = hashInputs(root, INPUTS);
      workerReady = miniflare.setOptions(workerOptions());
      await workerReady;
      errorsByFile.clear();
      outcomes.push({ files: [...batch.keys()], outcome: { restartWorker: false, errors: [], summary: 'site rebuilt' } });
    } else {
      for (const [file, fileKind] of batch) if (fileKind === 'page') outcomes.push({ files: [file], outcome: await site.updatePage(file) });
      const demoPages = new Map<string, string[]>();
      for (const [file, fileKind] of batch)
        if (fileKind === 'demo') demoPages.set(demoPagePath(file), [...(demoPages.get(demoPagePath(file)) ?? []), file]);
      for (const [path, files] of demoPages) outcomes.push({ files, outcome: await site.updateDemosOf(path) });
      const restart = kind === 'worker' || outcomes.some(({ outcome }) => outcome.restartWorker);
      if (restart) {
        if (kind === 'worker')
          outcomes.push({
            files: [...batch.keys()].filter((file) => batch.get(file) === 'worker'),
            outcome: { restartWorker: true, errors: [], summary: 'worker rebuilt' },
          });
        clearTimeout(refreshTimer);
        await site.rebuildWorker();
        workerReady = miniflare.setOptions(workerOptions());
        await workerReady;
      }
    }
  } catch (error) {
    // A failure of the dev server's own (or a build step's) is shown like a content error, and the server goes on.
    const err = error as Error & { errors?: { text: string; location?: { file: string; line: number; column: number } }[] };
    const located = err.errors?.[0]?.location;
    outcomes.push({
      files: [...batch.keys()],
      outcome: {
        restartWorker: false,
        errors: [{ file: located?.file ?? [...batch.keys()][0], line: located?.line ?? 0, column: located?.column, message: err.message }],
        summary: 'rebuild failed',
      },
    });
  }
  for (const { files, outcome } of outcomes) {
    for (const file of files) errorsByFile.delete(file);
    if (outcome.errors.length) errorsByFile.set(files[0], outcome.errors);
    console.log(`${outcome.errors.length ? '✗' : '✓'} ${outcome.summary} (${seconds(begun)})`);
    for (const error of outcome.errors) console.log(`  ${error.file}${error.line ? `:${error.line}` : ''}: ${error.message}`);
  }
  const errors = [...errorsByFile.values()].flat();
  if (errors.length) proxy.showErrors(errors);
  else proxy.reload();
  if (!errors.length) markUpToDate(taken);
  if (outcomes.some(({ outcome }) => outcome.refreshWorker && !outcome.errors.length)) refreshWorkerWhenIdle();
}

// After a demo's save the worker is rebuilt and restarted once the writer pauses: a restart holds requests for about
// a second, which a save made meanwhile would otherwise wait for. Until then only other themes' renders of that
// demo (right to left, a language's locale, density) are the previous ones.
let refreshTimer: NodeJS.Timeout | undefined;
function refreshWorkerWhenIdle() {
  clearTimeout(refreshTimer);
  refreshTimer = setTimeout(() => {
    running = running.then(async () => {
      try {
        await site.rebuildWorker();
        workerReady = miniflare.setOptions(workerOptions());
        await workerReady;
      } catch (error) {
        console.log(`✗ worker rebuild failed: ${(error as Error).message}`);
      }
    });
  }, REFRESH_AFTER_IDLE_MS);
}

const watcher = watch(
  WATCHED_DIRS.map((dir) => join(root, dir)),
  { ignoreInitial: true, awaitWriteFinish: false },
);
watcher.on('all', (_event, path) => {
  const file = relative(root, path).split(sep).join('/');
  const kind = classifyEdit(file);
  if (kind === 'ignore') return;
  pending.set(file, kind);
  clearTimeout(timer);
  timer = setTimeout(() => {
    const batch = pending;
    const taken = hashesOf(batch.keys());
    pending = new Map();
    running = running.then(() => handle(batch, taken));
  }, 20);
});
await new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
// Pages and demos saved since the last build (while no dev server ran) go through the same rebuilds as a save.
const stale = changed.filter((file) => classifyEdit(file) !== 'ignore');
if (stale.length) {
  console.log(`${stale.length} pages and demos changed since the last build: updating them…`);
  running = running.then(() => handle(new Map(stale.map((file) => [file, classifyEdit(file)])), hashesOf(stale)));
  await running;
}

console.log(
  [
    `Dev server ready in ${seconds(started)}: ${proxy.url}`,
    '  For writers on this machine only (loopback). It rebuilds what a save touches and reloads open pages;',
    '  search, the .md copies and llms.txt follow the next `npm run build`. `npm start` serves the production build.',
  ].join('\n'),
);

const stop = async () => {
  clearTimeout(refreshTimer);
  await watcher.close();
  await proxy.close();
  await miniflare.dispose();
  await disposeDemoRenderers();
  await disposeDemoBundlers();
  await site.dispose();
  process.exit(0);
};
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void stop());
