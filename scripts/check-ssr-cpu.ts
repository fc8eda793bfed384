// Part of `npm test`: the worker's CPU time to render the heaviest pages, with
// every cache off, against BUDGETS.ssrCpuMs. CPU time (from /proc) rather than
// wall time, so that other work on the machine does not make it flake.
import { BUDGETS } from './budgets';
import { markdownTable } from './measure/markdown';
import { builtPagePaths } from './measure/site-pages';
import { fetchFully, startRenderingWorker } from './measure/worker-miniflare';
import { withWorkerdCpu } from './measure/workerd-proc';

const HEAVIEST = 8;
const WARM_UP = 3;
const REQUESTS = 20;

const mf = await startRenderingWorker();
try {
  // First pass: every page once, to find the largest HTML (and warm the isolate).
  const sizes: { path: string; bytes: number }[] = [];
  for (const path of builtPagePaths()) sizes.push({ path, bytes: await fetchFully(mf, path) });
  sizes.sort((a, b) => b.bytes - a.bytes);
  const checked = sizes.slice(0, HEAVIEST);
  const home = sizes.find((page) => page.path === '/');
  if (home && !checked.includes(home)) checked.push(home);

  const rows: { path: string; bytes: number; cpuMs: number }[] = [];
  for (const { path, bytes } of checked) {
    for (let i = 0; i < WARM_UP; i++) await fetchFully(mf, path);
    const { cpuMs } = await withWorkerdCpu(async () => {
      for (let i = 0; i < REQUESTS; i++) await fetchFully(mf, path);
    });
    rows.push({ path, bytes, cpuMs: cpuMs / REQUESTS });
  }
  const over = rows.filter((row) => row.cpuMs > BUDGETS.ssrCpuMs);
  console.log(`SSR CPU per request, every cache off (${REQUESTS} requests after ${WARM_UP} warm-ups; budget ${BUDGETS.ssrCpuMs} ms):\n`);
  console.log(
    markdownTable(
      [{ title: 'page' }, { title: 'HTML bytes', numeric: true }, { title: 'CPU ms/request', numeric: true }, { title: 'result' }],
      rows.map((row) => [row.path, row.bytes, row.cpuMs.toFixed(1), row.cpuMs > BUDGETS.ssrCpuMs ? 'over budget' : 'within budget']),
    ),
  );
  if (over.length > 0) {
    console.error(`\nFAIL: ${over.map((row) => row.path).join(', ')} over the SSR CPU budget of ${BUDGETS.ssrCpuMs} ms per request`);
    process.exitCode = 1;
  }
} finally {
  await mf.dispose();
}
