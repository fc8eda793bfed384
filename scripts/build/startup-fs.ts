import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { median } from '../measure/stats';

/**
 * The worker's startup as an isolate pays it: compiling the entry module and
 * what it imports statically, and running their top level, in V8 (Node's, the
 * engine workerd embeds), in a fresh process each time, median of `runs`.
 * Chunks imported dynamically (demos) are not loaded, as in workerd. Only the
 * Workers Sites manifest, which is not a file, is replaced by an empty one.
 * Cloudflare's startup limit counts the same work.
 *
 * The fastest run is the figure to compare: on a shared machine other work
 * only ever adds to a run (runs of one build here spread from 50 to 90 ms),
 * so the median is reported beside it as a sign of how noisy the machine was.
 */
export function measureWorkerStartupMs(workerDir: string, runs = 9): { fastest: number; median: number; runs: number } {
  const dir = mkdtempSync(join(tmpdir(), 'worker-startup-'));
  try {
    cpSync(workerDir, dir, { recursive: true });
    const entry = join(dir, 'index.js');
    const source = readFileSync(entry, 'utf8').replace(/import\s*([\w$]+)\s*from\s*"__STATIC_CONTENT_MANIFEST"/, 'const $1="{}"');
    writeFileSync(entry, source);
    writeFileSync(join(dir, 'package.json'), '{"type":"module"}');
    const probe = `const t=performance.now();await import(${JSON.stringify(entry)});process.stdout.write(String(performance.now()-t));`;
    const samples = Array.from({ length: runs }, () =>
      Number(execFileSync(process.execPath, ['--input-type=module', '-e', probe], { encoding: 'utf8' })),
    );
    return { fastest: Math.min(...samples), median: median(samples), runs };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
