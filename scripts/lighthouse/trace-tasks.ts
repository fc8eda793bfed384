// The page's main-thread tasks in a Chrome trace (a Lighthouse run's, kept with
// LIGHTHOUSE_TRACES=1), each with what it spent its time on: the observed
// durations behind the simulated long tasks that make TBT.

export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** The thread's CPU time within the event, µs: less than `dur` when the thread waited or was descheduled. */
  tdur?: number;
  args?: { name?: string; data?: { url?: string } };
}

export interface MainThreadTask {
  /** Milliseconds after the navigation started. */
  startMs: number;
  durationMs: number;
  /**
   * The main thread's CPU time in the task. Lighthouse's simulation scales the wall time (`durationMs`), so
   * a task much longer than its thread time is a machine that gave the renderer no core, not page work.
   */
  threadMs: number | undefined;
  /** Time by kind of work inside the task (only kinds in WORK), in ms, largest first. */
  work: [kind: string, ms: number][];
  /** Scripts or documents the task's events name, without their folders. */
  urls: string[];
}

/** Kinds of work worth naming; nested events of one kind (a layout inside a layout) do not occur. */
const WORK = new Set([
  'ParseHTML',
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'EvaluateScript',
  'v8.evaluateModule',
  'FunctionCall',
  'RunMicrotasks',
  'MinorGC',
  'MajorGC',
  'EventDispatch',
]);

const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

/** The renderer main thread that did the most work: the page's, not about:blank's or an extension's. */
function pageMainThread(events: readonly TraceEvent[]): { pid: number; tid: number } | undefined {
  const busy = new Map<string, number>();
  for (const event of events)
    if (event.ph === 'X' && event.dur) busy.set(`${event.pid}:${event.tid}`, (busy.get(`${event.pid}:${event.tid}`) ?? 0) + event.dur);
  const mains = events.filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  mains.sort((a, b) => (busy.get(`${b.pid}:${b.tid}`) ?? 0) - (busy.get(`${a.pid}:${a.tid}`) ?? 0));
  return mains[0];
}

/** Tasks of at least `minMs` on the page's main thread, in order. */
export function mainThreadTasks(events: readonly TraceEvent[], minMs: number): MainThreadTask[] {
  const main = pageMainThread(events);
  if (!main) return [];
  const navigationStarts = events.filter((event) => event.name === 'navigationStart').map((event) => event.ts);
  const onMain = events.filter((event) => event.pid === main.pid && event.tid === main.tid && event.ph === 'X');
  const origin = navigationStarts.length > 0 ? Math.min(...navigationStarts) : Math.min(...onMain.map((event) => event.ts));
  const tasks = onMain.filter((event) => TASK_NAMES.has(event.name) && (event.dur ?? 0) >= minMs * 1000);
  return tasks.map((task) => {
    const end = task.ts + (task.dur ?? 0);
    const inside = onMain.filter((event) => event !== task && event.ts >= task.ts && event.ts + (event.dur ?? 0) <= end);
    const work = new Map<string, number>();
    for (const event of inside) if (WORK.has(event.name)) work.set(event.name, (work.get(event.name) ?? 0) + (event.dur ?? 0) / 1000);
    const urls = [...new Set(inside.map((event) => event.args?.data?.url).filter((url): url is string => Boolean(url)))];
    return {
      startMs: (task.ts - origin) / 1000,
      durationMs: (task.dur ?? 0) / 1000,
      threadMs: task.tdur === undefined ? undefined : task.tdur / 1000,
      work: [...work].sort((a, b) => b[1] - a[1]),
      urls: urls.map((url) => url.replace(/^.*\//, '') || url),
    };
  });
}
