import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { BuildCache, digest, installedDigest } from './cache-fs';
import { sourceFiles } from './hash';

/** What wrangler's answer depends on besides its own version: its environment variables. */
const WRANGLER_ENV = /^(WRANGLER|CLOUDFLARE|CF)_/;

/**
 * `wrangler deploy --dry-run`: wrangler checks the configuration and lists what it would upload. Its answer is kept
 * with what it read (wrangler.toml, the worker's modules, wrangler's version and environment) and given again while
 * none of that changes.
 */
export function wranglerDryRun(root: string, workerDir: string): { output: string; cached: boolean } {
  const env = { ...process.env, WRANGLER_SEND_METRICS: 'false' };
  const key = digest(
    installedDigest(root),
    readFileSync(join(root, 'wrangler.toml')),
    JSON.stringify(
      Object.entries(env)
        .filter(([name]) => WRANGLER_ENV.test(name))
        .sort(),
    ),
    ...sourceFiles(root, [relative(root, workerDir)]).flatMap((file) => [file, readFileSync(join(root, file))]),
  );
  const cache = new BuildCache(root, 'wrangler');
  const stored = cache.slot<string>('dry-run', key);
  if (stored !== undefined) return { output: stored, cached: true };
  const outdir = join(workerDir, '..', 'worker-upload');
  try {
    const output = execFileSync('npx', ['wrangler', 'deploy', '--dry-run', '--outdir', outdir], {
      cwd: root,
      encoding: 'utf8',
      stdio: 'pipe',
      env,
    });
    cache.setSlot('dry-run', key, output);
    return { output, cached: false };
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}
