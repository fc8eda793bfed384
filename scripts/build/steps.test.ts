import { describe, expect, it } from 'vitest';
import { formatStepTable, StepClock } from './steps';

describe('the build step table', () => {
  it('lists each step with its time and share, marks the slowest and a step note, and ends with the total', () => {
    const table = formatStepTable(
      [
        { name: 'pages', ms: 1500 },
        { name: 'API extraction', ms: 6000, note: 'cached' },
        { name: 'worker', ms: 2500 },
      ],
      10_000,
    );
    const rows = table.split('\n');
    expect(rows[0]).toMatch(/step\s+time/);
    expect(rows[1]).toMatch(/^ {2}pages\s+1\.5 s\s+15%$/);
    expect(rows[2]).toMatch(/API extraction\s+6\.0 s\s+60%\s+slowest, cached$/);
    expect(rows[3]).toMatch(/worker\s+2\.5 s\s+25%$/);
    expect(rows[4]).toMatch(/total\s+10\.0 s$/);
  });

  it('times a step even when it throws, so a failed build still shows where it stopped', async () => {
    const clock = new StepClock();
    await expect(
      clock.run('broken', () => {
        throw new Error('bad fence');
      }),
    ).rejects.toThrow('bad fence');
    expect(clock.steps.map((step) => step.name)).toEqual(['broken']);
  });
});
