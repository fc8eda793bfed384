import { describe, expect, it } from 'vitest';
import type { DemoData } from './page-data';
import { bodyParts } from './page-parts';

const demo = (name: string): DemoData => ({ id: `page/${name}`, name, code: { TS: '', JS: '' }, apiLinks: [] });

describe('bodyParts', () => {
  const demos = [demo('A'), demo('B'), demo('C')];

  it("numbers the demos in the page's order, not their list's, and keeps each HTML part's index", () => {
    const parts = bodyParts({
      demos,
      parts: [{ html: '<p>Intro</p>' }, { demo: 'C' }, { html: '<p>More</p>' }, { demo: 'A' }, { demo: 'B' }],
    });
    expect(parts).toEqual([
      { html: '<p>Intro</p>', part: 0 },
      { demo: demos[2], position: 0 },
      { html: '<p>More</p>', part: 2 },
      { demo: demos[0], position: 1 },
      { demo: demos[1], position: 2 },
    ]);
  });

  it('leaves out a part naming a demo the page lacks, without a gap in the numbers', () => {
    const parts = bodyParts({ demos, parts: [{ demo: 'Gone' }, { demo: 'B' }, { html: '<p>End</p>' }, { demo: 'A' }] });
    expect(parts).toEqual([
      { demo: demos[1], position: 0 },
      { html: '<p>End</p>', part: 2 },
      { demo: demos[0], position: 1 },
    ]);
  });

  it('gives nothing for a page sent as one block of HTML', () => {
    expect(bodyParts({ demos, parts: undefined })).toEqual([]);
  });
});
