// The search part of `npm run bench`: in a fresh workerd (no Cache API, so
// every query is ranked), the first query of a cold isolate, which reads the
// index from KV and loads it, then workerd CPU time and latency per query.
import type { Miniflare } from 'miniflare';
import { SEARCH_QUERIES } from '../../test/cases/search-queries';
import { markdownTable } from './markdown';
import { quantile } from './stats';
import { fetchFully } from './worker-miniflare';
import { withWorkerdCpu } from './workerd-proc';

const ROUNDS = Number(process.env.BENCH_SEARCH_ROUNDS ?? 4);
const path = (query: string) => `/_search?q=${encodeURIComponent(query)}`;

/** Measures search on a worker that has not answered any request yet. */
export async function benchSearch(mf: Miniflare): Promise<string> {
  // Isolate startup first, so the cold query measures the index alone.
  await fetchFully(mf, '/robots.txt');
  const coldStart = performance.now();
  const cold = await withWorkerdCpu(() => fetchFully(mf, path('button')));
  const coldMs = performance.now() - coldStart;
  const queries = SEARCH_QUERIES.map((entry) => entry.query);
  const samples: number[] = [];
  const { cpuMs } = await withWorkerdCpu(async () => {
    for (let round = 0; round < ROUNDS; round++) {
      for (const query of queries) {
        const start = performance.now();
        await fetchFully(mf, path(query));
        samples.push(performance.now() - start);
      }
    }
  });
  const rows = [
    ['first query of a cold isolate (KV read, parse, load, rank)', coldMs.toFixed(1), '', cold.cpuMs.toFixed(1)],
    [
      `${samples.length} queries, index loaded (${queries.length} distinct × ${ROUNDS})`,
      quantile(samples, 0.5).toFixed(2),
      quantile(samples, 0.95).toFixed(2),
      (cpuMs / samples.length).toFixed(2),
    ],
  ];
  return markdownTable(
    [
      { title: 'search' },
      { title: 'wall ms (p50)', numeric: true },
      { title: 'p95 ms', numeric: true },
      { title: 'workerd CPU ms per request', numeric: true },
    ],
    rows,
  );
}
