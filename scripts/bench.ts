// `npm run bench`: latency, throughput and workerd CPU time per request of the
// built worker (Miniflare API), for heavy pages beside a static asset of
// similar size, with every request rendered and with the caches on.
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Miniflare } from 'miniflare';
import { markdownTable } from './measure/markdown';
import { quantile } from './measure/stats';
import { existingPages, HEAVY_PAGES } from './measure/site-pages';
import { fetchFully, startBuiltWorker, startRenderingWorker } from './measure/worker-miniflare';
import { withWorkerdCpu } from './measure/workerd-proc';
import { benchSearch } from './measure/search';

const root = join(import.meta.dirname, '..');
const PAGES = existingPages([HEAVY_PAGES.componentWithManyDemos, HEAVY_PAGES.heaviestComponent, HEAVY_PAGES.api, HEAVY_PAGES.guide]);
const SEQUENTIAL = Number(process.env.BENCH_REQUESTS ?? 300);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const DURATION_MS = Number(process.env.BENCH_SECONDS ?? 5) * 1000;
const WARM_UP = 20;

interface Row {
  path: string;
  bytes: number;
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  cpuMsPerRequest: number;
}

/** Latency and workerd CPU of one request at a time, then requests per second with CONCURRENCY in flight. */
async function measure(mf: Miniflare, path: string): Promise<Row> {
  const bytes = await fetchFully(mf, path);
  for (let i = 0; i < WARM_UP; i++) await fetchFully(mf, path); // warm up the isolate and caches
  const samples: number[] = [];
  const { cpuMs } = await withWorkerdCpu(async () => {
    for (let i = 0; i < SEQUENTIAL; i++) {
      const start = performance.now();
      await fetchFully(mf, path);
      samples.push(performance.now() - start);
    }
  });
  let done = 0;
  const until = performance.now() + DURATION_MS;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < until) {
        await fetchFully(mf, path);
        done++;
      }
    }),
  );
  const rps = done / ((performance.now() - started) / 1000);
  const [p50, p95, p99] = [0.5, 0.95, 0.99].map((q) => quantile(samples, q));
  return { path, bytes, p50, p95, p99, rps, cpuMsPerRequest: cpuMs / SEQUENTIAL };
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
const RUNS: [label: string, start: () => Promise<Miniflare>][] = [
  // No isolate page cache, no Cache API (HTML_EDGE_CACHE=off and Miniflare's cache off): every page request renders.
  ['every request rendered (RENDER_CACHE_MB=0, HTML_EDGE_CACHE=off)', startRenderingWorker],
  ['caches on (wrangler.toml defaults)', () => startBuiltWorker()],
];
console.log(
  `${SEQUENTIAL} sequential requests per row for latency and workerd CPU time (user + system, /proc); ` +
    `${CONCURRENCY} concurrent for ${DURATION_MS / 1000} s for throughput.`,
);
for (const [label, start] of RUNS) {
  const mf = await start();
  try {
    const pages: Row[] = [];
    for (const path of PAGES) pages.push(await measure(mf, path));
    const averageBytes = pages.reduce((sum, page) => sum + page.bytes, 0) / pages.length;
    const asset = await measure(mf, assetOfSimilarSize(averageBytes));
    console.log(`\n### ${label}\n`);
    console.log(
      markdownTable(
        [
          { title: 'path' },
          ...['bytes', 'p50 ms', 'p95 ms', 'p99 ms', 'req/s', 'CPU ms/request', 'asset ÷ page (req/s)'].map((title) => ({
            title,
            numeric: true,
          })),
        ],
        [...pages, asset].map((row) => [
          row.path,
          row.bytes,
          ms(row.p50),
          ms(row.p95),
          ms(row.p99),
          row.rps.toFixed(0),
          ms(row.cpuMsPerRequest),
          (asset.rps / row.rps).toFixed(2),
        ]),
      ),
    );
  } finally {
    await mf.dispose();
  }
}

// Search: a fresh isolate without the Cache API, so the first query loads the index and every query is ranked.
{
  const mf = await startRenderingWorker();
  try {
    console.log(`\n### search (/_search, no Cache API)\n`);
    console.log(await benchSearch(mf));
  } finally {
    await mf.dispose();
  }
}
