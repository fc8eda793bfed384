// `npm run lighthouse:tasks -- dist/lighthouse/<page>.mobile.1.trace.json [...]`: the page's main-thread
// tasks of at least LIGHTHOUSE_TASK_MS (8) in traces kept by `LIGHTHOUSE_TRACES=1 npm run lighthouse`,
// with what each spent its time on and its thread time (a task far longer than its thread time waited for
// a core: the machine, not the page). Lantern multiplies these observed durations (by 2 for a task
// that lays out, else by 4) into the simulated long tasks that make mobile TBT.
import { readFileSync } from 'node:fs';
import { mainThreadTasks, type TraceEvent } from './lighthouse/trace-tasks';

const MIN_MS = Number(process.env.LIGHTHOUSE_TASK_MS ?? 8);
const files = process.argv.slice(2);
if (files.length === 0) {
  console.error('usage: npm run lighthouse:tasks -- <trace.json> [...]');
  process.exit(2);
}
for (const file of files) {
  const trace = JSON.parse(readFileSync(file, 'utf8')) as { traceEvents: TraceEvent[] };
  console.log(`${file}: tasks of ${MIN_MS} ms or more on the page's main thread`);
  for (const task of mainThreadTasks(trace.traceEvents, MIN_MS)) {
    const work = task.work.map(([kind, ms]) => `${kind} ${ms.toFixed(1)}`).join(', ');
    console.log(
      `  at ${task.startMs.toFixed(0)} ms, ${task.durationMs.toFixed(1)} ms${task.threadMs === undefined ? '' : ` (${task.threadMs.toFixed(1)} ms on the thread)`}: ${work || '(Chromium)'}${task.urls.length ? ` [${task.urls.slice(0, 3).join(' ')}]` : ''}`,
    );
  }
}
