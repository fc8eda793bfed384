/** Words a reader of technical prose gets through in a minute (code and tables read slower, prose faster). */
export const WORDS_PER_MINUTE = 200;

/**
 * The words a reader reads in a Markdown body: prose, headings, table cells and
 * code, without the Markdown around them (link targets, fences, emphasis marks,
 * table rules) or HTML comments. A word is a run of characters holding a letter
 * or a digit, so punctuation and operators alone do not count.
 */
export function countWords(markdown: string): number {
  const text = markdown
    .replace(/<!--[\s\S]*?-->/g, ' ')
    // Fence lines (```tsx, ~~~) and their info strings.
    .replace(/^[ \t]*(`{3,}|~{3,}).*$/gm, ' ')
    // Images and links keep their text, not their target.
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, ' ');
  return text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

/** Whole minutes, at least one: what the blog shows as "N min read". */
export function readingMinutes(words: number, wordsPerMinute = WORDS_PER_MINUTE): number {
  return Math.max(1, Math.round(words / wordsPerMinute));
}
