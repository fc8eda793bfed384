const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * An ISO date (`2024-02-08`) as the blog shows it: `February 8, 2024`. Written
 * out by hand, not with `toLocaleDateString`, so the worker and every browser
 * produce the same text (no hydration mismatch, no time zone shifting the day).
 */
export function formatPostDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return `${MONTHS[month - 1]} ${day}, ${year}`;
}

/** `5 min read`. */
export const readingTimeLabel = (minutes: number) => `${minutes} min read`;
