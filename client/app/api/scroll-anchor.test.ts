import { describe, expect, it } from 'vitest';
import { chooseScrollAnchor, type EntryBox } from './scroll-anchor';

// Three entries of 100 px, the first starting at `start` on a 600 px viewport.
const entries = (start: number): EntryBox[] =>
  ['prop-a', 'prop-b', 'prop-c'].map((id, index) => ({ id, top: start + index * 100, bottom: start + (index + 1) * 100 }));

describe('chooseScrollAnchor', () => {
  it('keeps the entry the address names when it is on screen', () => {
    expect(chooseScrollAnchor(entries(-50), 600, 'prop-c')).toEqual({ id: 'prop-c', top: 150 });
  });

  it('keeps the first entry that starts on screen when the named one is off screen or absent', () => {
    expect(chooseScrollAnchor(entries(-50), 600, null)).toEqual({ id: 'prop-b', top: 50 });
    expect(chooseScrollAnchor(entries(-50), 600, 'prop-z')).toEqual({ id: 'prop-b', top: 50 });
    expect(chooseScrollAnchor(entries(550), 600, 'prop-c')).toEqual({ id: 'prop-a', top: 550 });
  });

  it('keeps nothing when the block is above or below the screen', () => {
    expect(chooseScrollAnchor(entries(-400), 600, null)).toBeNull();
    expect(chooseScrollAnchor(entries(700), 600, 'prop-a')).toBeNull();
  });
});
