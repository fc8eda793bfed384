/** A run of text, marked when it is part of a matched word. */
export interface TextRun {
  text: string;
  match: boolean;
}

/**
 * Splits text into runs, marking where a matched word (or its start, for a
 * prefix or typo match) occurs, ignoring case. Plain string search, no
 * patterns: the words come from the reader's query.
 */
export function highlightRuns(text: string, terms: readonly string[]): TextRun[] {
  const lower = text.toLowerCase();
  const marked = new Array<boolean>(text.length).fill(false);
  for (const term of terms) {
    if (!term) continue;
    for (let at = lower.indexOf(term); at !== -1; at = lower.indexOf(term, at + term.length)) {
      marked.fill(true, at, at + term.length);
    }
  }
  const runs: TextRun[] = [];
  for (let i = 0; i < text.length; i++) {
    const last = runs[runs.length - 1];
    if (last && last.match === marked[i]) last.text += text[i];
    else runs.push({ text: text[i], match: marked[i] });
  }
  return runs;
}
