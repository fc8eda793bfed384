import { describe, expect, it } from 'vitest';
import { mainThreadTasks, type TraceEvent } from './trace-tasks';

const PAGE = { pid: 2, tid: 7 };
const BLANK = { pid: 1, tid: 3 };
const x = (where: { pid: number; tid: number }, name: string, ts: number, dur: number, url?: string, tdur?: number): TraceEvent => ({
  name,
  ph: 'X',
  ...where,
  ts,
  dur,
  ...(tdur === undefined ? {} : { tdur }),
  ...(url ? { args: { data: { url } } } : {}),
});

const trace: TraceEvent[] = [
  { name: 'thread_name', ph: 'M', ...BLANK, ts: 0, args: { name: 'CrRendererMain' } },
  { name: 'thread_name', ph: 'M', ...PAGE, ts: 0, args: { name: 'CrRendererMain' } },
  { name: 'navigationStart', ph: 'R', ...PAGE, ts: 1_000_000 },
  // about:blank's renderer: one long task, but less work in all than the page's thread.
  x(BLANK, 'RunTask', 1_000_000, 20_000),
  // The page: parse and first layout in one task, then a short task, then a script's task.
  x(PAGE, 'RunTask', 1_050_000, 40_000, undefined, 36_000),
  x(PAGE, 'ParseHTML', 1_050_000, 8_000, 'http://127.0.0.1:8811/material-ui/react-autocomplete'),
  x(PAGE, 'UpdateLayoutTree', 1_060_000, 10_000),
  x(PAGE, 'Layout', 1_070_000, 15_000),
  x(PAGE, 'Layout', 1_086_000, 2_000),
  x(PAGE, 'RunTask', 1_100_000, 3_000),
  // A task the renderer spent mostly waiting for a core: 12 ms long, 3 ms of its thread's time.
  x(PAGE, 'RunTask', 1_200_000, 12_000, undefined, 3_000),
  x(PAGE, 'FunctionCall', 1_200_500, 11_000, 'http://127.0.0.1:8811/static/chunks/chunk.TAV3CSFA.js'),
];

describe('main-thread tasks of a trace', () => {
  it("lists the page's tasks of at least the given length, with their work, from the navigation's start", () => {
    expect(mainThreadTasks(trace, 8)).toEqual([
      {
        startMs: 50,
        durationMs: 40,
        threadMs: 36,
        work: [
          ['Layout', 17],
          ['UpdateLayoutTree', 10],
          ['ParseHTML', 8],
        ],
        urls: ['react-autocomplete'],
      },
      { startMs: 200, durationMs: 12, threadMs: 3, work: [['FunctionCall', 11]], urls: ['chunk.TAV3CSFA.js'] },
    ]);
  });

  it('keeps short tasks when asked, and finds nothing without a renderer thread', () => {
    expect(mainThreadTasks(trace, 1).map((task) => task.durationMs)).toEqual([40, 3, 12]);
    expect(mainThreadTasks(trace.slice(2), 1)).toEqual([]);
  });
});
