// `npm run bench`: latency and throughput of the built worker in workerd
// (Miniflare API), for three pages beside a static asset of similar size.
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { Miniflare } from 'miniflare';
import { unstable_readConfig } from 'wrangler';

const root = join(import.meta.dirname, '..');
const config = unstable_readConfig({ config: join(root, 'wrangler.toml') });
const PAGES = ['/material-ui/getting-started/installation', '/material-ui/getting-started/overview', '/versions'];
const SEQUENTIAL = Number(process.env.BENCH_REQUESTS ?? 300);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const DURATION_MS = Number(process.env.BENCH_SECONDS ?? 5) * 1000;

const origin = 'http://bench.local';
let mf: Miniflare;

/** The built worker in workerd; `renderCacheMb` "0" makes every page request render. */
function startWorker(renderCacheMb: string): Miniflare {
  return new Miniflare({
    modules: true,
    scriptPath: join(root, 'dist/worker/index.js'),
    compatibilityDate: config.compatibility_date,
    sitePath: join(root, 'dist/public'),
    bindings: { ...(config.vars as Record<string, string>), RENDER_CACHE_MB: renderCacheMb },
  });
}

async function fetchFully(path: string): Promise<number> {
  const response = await mf.dispatchFetch(`${origin}${path}`);
  const body = await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  return body.byteLength;
}

/** Latency of one request at a time, then requests per second with CONCURRENCY in flight. */
async function measure(path: string) {
  const bytes = await fetchFully(path);
  for (let i = 0; i < 20; i++) await fetchFully(path); // warm up the isolate and caches
  const samples: number[] = [];
  for (let i = 0; i < SEQUENTIAL; i++) {
    const start = performance.now();
    await fetchFully(path);
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  let done = 0;
  const until = performance.now() + DURATION_MS;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < until) {
        await fetchFully(path);
        done++;
      }
    }),
  );
  const rps = done / ((performance.now() - started) / 1000);
  const pick = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))];
  return { path, bytes, p50: pick(0.5), p95: pick(0.95), p99: pick(0.99), rps };
}

/** The static asset whose size is closest to the average page's. */
function assetOfSimilarSize(targetBytes: number): string {
  const files: { path: string; size: number }[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else files.push({ path: `/${relative(join(root, 'dist/public'), full)}`, size: statSync(full).size });
    }
  };
  walk(join(root, 'dist/public/static'));
  files.sort((a, b) => Math.abs(a.size - targetBytes) - Math.abs(b.size - targetBytes));
  return files[0].path;
}

const ms = (value: number) => value.toFixed(2);
console.log(`${SEQUENTIAL} sequential requests per row for latency; ${CONCURRENCY} concurrent for ${DURATION_MS / 1000} s for throughput.`);
for (const [label, cacheMb] of [
  ['every request rendered (RENDER_CACHE_MB=0)', '0'],
  ['rendered pages kept per isolate (default)', '16'],
]) {
  mf = startWorker(cacheMb);
  try {
    const pages = [];
    for (const path of PAGES) pages.push(await measure(path));
    const averageBytes = pages.reduce((sum, page) => sum + page.bytes, 0) / pages.length;
    const asset = await measure(assetOfSimilarSize(averageBytes));
    console.log(`\n### ${label}\n`);
    console.log('| path | bytes | p50 ms | p95 ms | p99 ms | req/s | asset ÷ page (req/s) |');
    console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
    for (const row of [...pages, asset]) {
      const ratio = (asset.rps / row.rps).toFixed(2);
      console.log(`| ${row.path} | ${row.bytes} | ${ms(row.p50)} | ${ms(row.p95)} | ${ms(row.p99)} | ${row.rps.toFixed(0)} | ${ratio} |`);
    }
  } finally {
    await mf.dispose();
  }
}
