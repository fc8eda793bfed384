// What assemblePages needs that takes CPU: each library's API references (TypeScript's compiler API) and each demo's
// highlighted TypeScript and JavaScript (TypeScript, Prettier, Prism). Read from the cache where their inputs are
// unchanged, otherwise made in worker threads, one per core, rather than one after another on the main thread.
import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import type { LibraryApi } from '../api/library-api';
import { replayExtractors } from '../api/library-api';
import { type DemoCode, renderDemoCode } from '../content/demo-code';
import { demoStylesheetOf, listDemoFiles } from '../content/demos-fs';
import type { CompiledPage } from '../content/pages-fs';
import type { AssembleTask, DemoCodeInput } from './assemble-tasks';
import { BuildCache, digest, installedDigest, sourcesDigest } from './cache-fs';
import { type AssembleSources, LIBRARIES, planApiExtraction } from './pages';
import { ThreadPool } from './thread-pool';

/** Demos per task: small enough to share the last ones out between threads, large enough to cost little to post. */
const DEMOS_PER_TASK = 40;

/** The libraries' extraction, costliest first (CPU seconds measured here), so no thread is left with a big one last. */
const COST_ORDER = ['x-date-pickers', 'material-ui', 'joy-ui', 'x-data-grid', 'base-ui', 'system'];

export interface PreparedSources {
  sources: AssembleSources;
  /** What was made and what came from the cache, for the build's table of steps. */
  note: string;
  /** Drops cached demo sources this build did not use. */
  prune(): void;
}

export async function prepareAssembleSources(root: string, compiled: readonly CompiledPage[]): Promise<PreparedSources> {
  const installed = installedDigest(root);
  const apiCache = new BuildCache(root, 'api');
  const codeCache = new BuildCache(root, 'demo-code');
  const apiVersion = digest(
    installed,
    sourcesDigest(root, ['scripts/api', 'scripts/content/demos-fs.ts', 'scripts/build/assemble-tasks.ts']),
  );
  const codeVersion = digest(
    installed,
    sourcesDigest(root, [
      'scripts/content/demo-code.ts',
      'scripts/content/transpile-modules.ts',
      'scripts/content/code-block.ts',
      'scripts/content/prism.ts',
    ]),
  );

  const plans = planApiExtraction(compiled);
  const apis = new Map<string, LibraryApi>();
  const tasks: { task: AssembleTask; done(result: unknown): void }[] = [];
  for (const product of COST_ORDER) {
    const library = LIBRARIES.find((candidate) => candidate.product === product)!;
    const plan = plans.get(library.product)!;
    const key = digest(apiVersion, JSON.stringify(library), JSON.stringify(plan));
    const cached = apiCache.slot<LibraryApi>(library.product, key);
    if (cached) apis.set(library.product, cached);
    else
      tasks.push({
        task: { kind: 'api', library, plan },
        done: (api) => {
          apis.set(library.product, api as LibraryApi);
          apiCache.setSlot(library.product, key, api);
        },
      });
  }

  const code = new Map<string, DemoCode>();
  const keyOf = (demo: DemoCodeInput) => digest(codeVersion, demo.file, demo.source, demo.stylesheet ?? '\0');
  const missing: DemoCodeInput[] = [];
  for (const file of listDemoFiles(root)) {
    const stylesheet = demoStylesheetOf(file);
    const demo: DemoCodeInput = {
      file: join(root, file),
      source: readFileSync(join(root, file), 'utf8').trimEnd() + '\n',
      ...(stylesheet && existsSync(join(root, stylesheet))
        ? { stylesheet: readFileSync(join(root, stylesheet), 'utf8').trimEnd() + '\n' }
        : {}),
    };
    const key = keyOf(demo);
    const cached = codeCache.get<DemoCode>(key);
    if (cached) code.set(key, cached);
    else missing.push(demo);
  }
  for (let start = 0; start < missing.length; start += DEMOS_PER_TASK) {
    const demos = missing.slice(start, start + DEMOS_PER_TASK);
    tasks.push({
      task: { kind: 'demo-code', demos },
      done: (results) =>
        (results as DemoCode[]).forEach((result, index) => {
          const key = keyOf(demos[index]);
          code.set(key, result);
          codeCache.set(key, result);
        }),
    });
  }

  if (tasks.length) {
    const pool = new ThreadPool<AssembleTask, unknown>(new URL('./assemble-tasks.ts', import.meta.url));
    try {
      await Promise.all(tasks.map(async ({ task, done }) => done(await pool.run(task))));
    } finally {
      await pool.close();
    }
  }

  const extracted = tasks.filter(({ task }) => task.kind === 'api').length;
  return {
    sources: {
      api: new Map(LIBRARIES.map((library) => [library.product, replayExtractors(library, apis.get(library.product)!)])),
      // A demo not listed above (or changed since) is rendered here.
      demoCode: async (file, source, stylesheet) =>
        code.get(keyOf({ file, source, stylesheet })) ?? renderDemoCode(file, source, stylesheet),
    },
    note: tasks.length
      ? `${extracted} of ${LIBRARIES.length} libraries' APIs and ${missing.length} of ${code.size} demos' sources made in ${Math.min(tasks.length, availableParallelism())} threads, the rest cached`
      : 'all cached',
    prune: () => codeCache.prune(),
  };
}
