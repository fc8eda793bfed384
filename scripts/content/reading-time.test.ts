import { describe, expect, it } from 'vitest';
import { countWords, readingMinutes } from './reading-time';

describe('countWords', () => {
  it('counts the words of prose, headings and lists', () => {
    expect(countWords('## Why it matters\n\nThe grid is fast.\n\n- one thing\n- another')).toBe(10);
  });

  it('counts link text but not link targets, and no fence or comment', () => {
    expect(countWords('Read [the theming guide](/material-ui/customization/theming) first.')).toBe(5);
    expect(countWords('<!-- a note for writers -->\n```tsx\nconst grid = 1;\n```')).toBe(3);
  });

  it('does not count punctuation, operators or table rules', () => {
    expect(countWords('| Prop | Type |\n| --- | --- |\n| `rows` | `GridRowsProp` |\n\na => b')).toBe(6);
  });
});

describe('readingMinutes', () => {
  it('rounds to whole minutes at 200 words a minute', () => {
    expect(readingMinutes(1_000)).toBe(5);
    expect(readingMinutes(1_099)).toBe(5);
    expect(readingMinutes(1_100)).toBe(6);
  });

  it('is never under a minute', () => {
    expect(readingMinutes(0)).toBe(1);
    expect(readingMinutes(40)).toBe(1);
  });
});
