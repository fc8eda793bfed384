import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BuildCache, digest } from './cache-fs';
import { sourceFiles } from './hash';
import { median } from '../measure/stats';

export interface StartupTimes {
  /** The entry and its static imports: what every new isolate compiles and runs. */
  fastest: number;
  median: number;
  /** Then the renderer (`rendererModule`), which only an isolate's first render loads. */
  renderer: { fastest: number; median: number };
  runs: number;
}

/**
 * The worker's startup as an isolate pays it: compiling the entry module and
 * what it imports statically, and running their top level, in V8 (Node's, the
 * engine workerd embeds), in a fresh process each time, median of `runs`.
 * Chunks imported dynamically (demos, the renderer) are not loaded, as in
 * workerd. Only the Workers Sites manifest, which is not a file, is replaced
 * by an empty one. Cloudflare's startup limit counts the same work.
 *
 * Then, in the same process, the renderer's load as the first render pays it:
 * its module, what it imports, and the API sections it loads before rendering.
 *
 * The fastest run is the figure to compare: on a shared machine other work
 * only ever adds to a run (runs of one build here spread from 50 to 90 ms),
 * so the median is reported beside it as a sign of how noisy the machine was.
 */
export function measureWorkerStartupMs(workerDir: string, rendererModule: string, runs = 9): StartupTimes {
  const dir = mkdtempSync(join(tmpdir(), 'worker-startup-'));
  try {
    cpSync(workerDir, dir, { recursive: true });
    const entry = join(dir, 'index.js');
    const source = readFileSync(entry, 'utf8').replace(/import\s*([\w$]+)\s*from\s*"__STATIC_CONTENT_MANIFEST"/, 'const $1="{}"');
    writeFileSync(entry, source);
    writeFileSync(join(dir, 'package.json'), '{"type":"module"}');
    const probe = [
      `const t0=performance.now();await import(${JSON.stringify(entry)});const t1=performance.now();`,
      `await (await import(${JSON.stringify(join(dir, rendererModule))})).createPageRenderer({demos:async()=>({})});`,
      `process.stdout.write(JSON.stringify([t1-t0,performance.now()-t1]));`,
    ].join('');
    const samples = Array.from(
      { length: runs },
      () => JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', probe], { encoding: 'utf8' })) as [number, number],
    );
    const startup = samples.map(([ms]) => ms);
    const renderer = samples.map(([, ms]) => ms);
    return {
      fastest: Math.min(...startup),
      median: median(startup),
      renderer: { fastest: Math.min(...renderer), median: median(renderer) },
      runs,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * `measureWorkerStartupMs`, kept with the worker's bytes (and Node's version, the measuring code): a build whose
 * worker is byte for byte the last one's prints that one's figures, measured on the same modules, rather than
 * starting the nine processes again.
 */
export function measureWorkerStartupCached(
  root: string,
  workerDir: string,
  rendererModule: string,
  runs = 9,
): { times: StartupTimes; cached: boolean } {
  const key = digest(
    process.version,
    rendererModule,
    String(runs),
    readFileSync(fileURLToPath(import.meta.url)),
    ...sourceFiles(root, [relative(root, workerDir)]).flatMap((file) => [file, readFileSync(join(root, file))]),
  );
  const cache = new BuildCache(root, 'startup');
  const stored = cache.slot<StartupTimes>('worker', key);
  if (stored) return { times: stored, cached: true };
  const times = measureWorkerStartupMs(workerDir, rendererModule, runs);
  cache.setSlot('worker', key, times);
  return { times, cached: false };
}
