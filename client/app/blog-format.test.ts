import { describe, expect, it } from 'vitest';
import { formatPostDate, readingTimeLabel } from './blog-format';

describe('formatPostDate', () => {
  it('writes the month out, the day without a leading zero', () => {
    expect(formatPostDate('2024-02-08')).toBe('February 8, 2024');
    expect(formatPostDate('2026-11-25')).toBe('November 25, 2026');
    expect(formatPostDate('2023-12-01')).toBe('December 1, 2023');
  });
});

describe('readingTimeLabel', () => {
  it('names the minutes', () => {
    expect(readingTimeLabel(6)).toBe('6 min read');
  });
});
