// The build's steps and their times, printed as a table at the end so the next slow step is visible.

export interface StepTime {
  name: string;
  ms: number;
  /** What the step reused instead of redoing (a cache hit), if anything. */
  note?: string;
}

export class StepClock {
  readonly steps: StepTime[] = [];
  #started = performance.now();

  /** Runs one step, timing it; `note` may be set by the step (for example "cached"). */
  async run<T>(name: string, work: (step: StepTime) => T | Promise<T>): Promise<T> {
    const step: StepTime = { name, ms: 0 };
    const started = performance.now();
    try {
      return await work(step);
    } finally {
      step.ms = performance.now() - started;
      this.steps.push(step);
    }
  }

  totalMs(): number {
    return performance.now() - this.#started;
  }
}

/** The steps as an aligned table, slowest marked, with the total. */
export function formatStepTable(steps: readonly StepTime[], totalMs: number): string {
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const width = Math.max(4, ...steps.map((step) => step.name.length));
  const slowest = steps.reduce<StepTime | undefined>((top, step) => (!top || step.ms > top.ms ? step : top), undefined);
  const lines = steps.map((step) => {
    const share = totalMs > 0 ? `${Math.round((step.ms / totalMs) * 100)}%`.padStart(4) : '';
    const marks = [step === slowest ? 'slowest' : '', step.note ?? ''].filter(Boolean).join(', ');
    return `  ${step.name.padEnd(width)}  ${seconds(step.ms).padStart(8)} ${share}${marks ? `  ${marks}` : ''}`;
  });
  return [`  ${'step'.padEnd(width)}  ${'time'.padStart(8)}`, ...lines, `  ${'total'.padEnd(width)}  ${seconds(totalMs).padStart(8)}`].join(
    '\n',
  );
}
