// `npm run load`: a bounded load against the built worker in workerd (Miniflare
// API, loopback only) over a mix of pages, assets and 404s. It passes only with
// zero errors and a workerd memory that does not keep growing.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Miniflare } from 'miniflare';
import { unstable_readConfig } from 'wrangler';

const root = join(import.meta.dirname, '..');
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 64);
const config = unstable_readConfig({ config: join(root, 'wrangler.toml') });
const site = JSON.parse(readFileSync(join(root, 'dist/generated/site.json'), 'utf8')) as {
  pages: { path: string }[];
  client: { script: string; fontStylesheets: string[] };
};

// The mix: every page, the client entry and font stylesheets, and addresses that do not exist.
const targets: { path: string; status: number }[] = [
  ...site.pages.map((page) => ({ path: page.path, status: 200 })),
  { path: site.client.script, status: 200 },
  ...site.client.fontStylesheets.map((path) => ({ path, status: 200 })),
  ...['/no/such/page', '/material-ui/react-nothing', '/static/missing.0000000000.js'].map((path) => ({ path, status: 404 })),
];

/** Resident memory of the workerd processes, in MB (Linux /proc via ps). */
function workerdMemoryMb(): number {
  try {
    const out = execFileSync('ps', ['-C', 'workerd', '-o', 'rss='], { encoding: 'utf8' });
    return (
      out
        .split('\n')
        .filter(Boolean)
        .reduce((sum, kb) => sum + Number(kb), 0) / 1024
    );
  } catch {
    return NaN;
  }
}

const mf = new Miniflare({
  modules: true,
  scriptPath: join(root, 'dist/worker/index.js'),
  compatibilityDate: config.compatibility_date,
  sitePath: join(root, 'dist/public'),
  bindings: config.vars as Record<string, string>,
});
try {
  await mf.ready;
  for (const target of targets.slice(0, 20)) await (await mf.dispatchFetch(`http://load.local${target.path}`)).arrayBuffer(); // warm up
  const memoryStart = workerdMemoryMb();
  const latencies: number[] = [];
  const memorySamples: number[] = [];
  let errors = 0;
  let next = 0;
  const until = performance.now() + SECONDS * 1000;
  const sampler = setInterval(() => memorySamples.push(workerdMemoryMb()), 5000);
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < until) {
        const target = targets[next++ % targets.length];
        const start = performance.now();
        try {
          const response = await mf.dispatchFetch(`http://load.local${target.path}`);
          await response.arrayBuffer();
          if (response.status !== target.status) errors++;
        } catch {
          errors++;
        }
        latencies.push(performance.now() - start);
      }
    }),
  );
  clearInterval(sampler);
  const elapsed = (performance.now() - started) / 1000;
  const memoryEnd = workerdMemoryMb();
  latencies.sort((a, b) => a - b);
  const pick = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))].toFixed(1);
  // Growth is judged on the second half of the run against the first, so warm-up allocation does not count.
  const half = Math.floor(memorySamples.length / 2);
  const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);
  const growth = mean(memorySamples.slice(half)) - mean(memorySamples.slice(0, half));
  console.log(`${SECONDS} s, ${CONNECTIONS} connections, ${targets.length} addresses (pages, assets, 404s)`);
  console.log(`requests: ${latencies.length} (${(latencies.length / elapsed).toFixed(0)} per second), errors: ${errors}`);
  console.log(`latency p50 ${pick(0.5)} ms, p99 ${pick(0.99)} ms`);
  console.log(
    `workerd memory: ${memoryStart.toFixed(0)} MB at start, ${memoryEnd.toFixed(0)} MB at end; second half vs first half ${growth >= 0 ? '+' : ''}${growth.toFixed(0)} MB`,
  );
  const growing = memorySamples.length >= 4 && growth > 64;
  if (errors > 0 || growing) {
    console.error(errors > 0 ? 'FAIL: some requests failed or answered the wrong status' : 'FAIL: memory keeps growing');
    process.exitCode = 1;
  }
} finally {
  await mf.dispose();
}
