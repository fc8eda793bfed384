import { describe, expect, it } from 'vitest';
import { medianRun, type RunSummary } from './summary';

const run = (name: string, fcpMs: number, ttiMs: number, extra: Partial<RunSummary> = {}) =>
  ({ name, fcpMs, ttiMs, lcpMs: 1000, tbtMs: 0, cls: 0, scores: { performance: 100 }, ...extra }) as unknown as RunSummary & {
    name: string;
  };

describe('medianRun', () => {
  it('takes the run nearest the median FCP and TTI, not the middle performance score', () => {
    // The median FCP is 820 and the median TTI 1100: run b sits on both.
    const runs = [
      run('a', 800, 1500, { scores: { performance: 98 } as RunSummary['scores'] }),
      run('b', 820, 1100, { scores: { performance: 100 } as RunSummary['scores'] }),
      run('c', 900, 1090, { scores: { performance: 99 } as RunSummary['scores'] }),
    ];
    expect(medianRun(runs).name).toBe('b');
  });

  it('leaves out runs that Lighthouse could not finish, unless every run failed', () => {
    const failed = run('failed', NaN, NaN, { runtimeError: 'NO_FCP: no paint' });
    expect(medianRun([failed, run('x', 800, 1000), run('y', 850, 1200)]).name).not.toBe('failed');
    expect(medianRun([failed]).name).toBe('failed');
  });
});
