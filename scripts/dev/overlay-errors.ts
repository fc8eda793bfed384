// Errors of a rebuild as the browser overlay shows them: the file, the line, the message.

export interface DevError {
  /** Relative to the repository root. */
  file: string;
  /** 1-based; 0 when unknown. */
  line: number;
  column?: number;
  message: string;
}

/**
 * The line of a page's Markdown that an error of the content compiler is about. The compiler names the file but not
 * the line, so the line is found from what the message quotes: a demo fence's name (`got "…"`, `demo X not found`),
 * a generated block's name, or a heading; frontmatter errors are line 1.
 */
export function lineInMarkdown(source: string, message: string): number {
  if (/frontmatter/.test(message)) return 1;
  const lines = source.split('\n');
  const quoted = /got "([^"]*)"|demo (\S+) (?:not found|has both)|generated block "([^"]*)"/.exec(message);
  const needle = quoted?.slice(1).find((part) => part !== undefined);
  if (needle !== undefined) {
    // The fence's body line that holds the name, after a ``` demo or ``` generated opening.
    for (let index = 1; index < lines.length; index++) {
      if (/^\s*(```|~~~)\s*(demo|generated)\b/.test(lines[index - 1]) && lines[index].trim() === needle.trim()) return index + 1;
    }
  }
  if (/"#" heading/.test(message)) {
    const at = lines.findIndex((line) => /^#\s/.test(line));
    if (at >= 0) return at + 1;
  }
  return 0;
}

/** A stack's first frame in one of the given files (source-mapped), as `[file, line, column]`. */
export function frameIn(stack: string, files: readonly string[]): { file: string; line: number; column: number } | null {
  for (const match of stack.matchAll(/\(?((?:file:\/\/)?\/[^\s():]+):(\d+):(\d+)\)?/g)) {
    const path = match[1].replace(/^file:\/\//, '');
    const file = files.find((candidate) => path.endsWith(`/${candidate}`) || path === candidate);
    if (file) return { file, line: Number(match[2]), column: Number(match[3]) };
  }
  return null;
}
