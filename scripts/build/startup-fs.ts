import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { median } from '../measure/stats';

/**
 * The worker's startup as an isolate pays it: compiling the bundle and running
 * its top level, in V8 (Node's, the engine workerd embeds), in a fresh process
 * each time, median of `runs`. Only the Workers Sites manifest, which is not a
 * file, is replaced by an empty one. Cloudflare's limit counts the same work.
 */
export function measureWorkerStartupMs(workerFile: string, runs = 5): number {
  const dir = mkdtempSync(join(tmpdir(), 'worker-startup-'));
  try {
    const source = readFileSync(workerFile, 'utf8').replace(/import\s*(\w+)\s*from\s*"__STATIC_CONTENT_MANIFEST"/, 'const $1="{}"');
    writeFileSync(join(dir, 'worker.mjs'), source);
    const probe = `const t=performance.now();await import(${JSON.stringify(join(dir, 'worker.mjs'))});process.stdout.write(String(performance.now()-t));`;
    const samples = Array.from({ length: runs }, () =>
      Number(execFileSync(process.execPath, ['--input-type=module', '-e', probe], { encoding: 'utf8' })),
    );
    return median(samples);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
