// Markdown tables as docs/performance.md keeps them.

export interface Column {
  title: string;
  /** Numbers are right-aligned. */
  numeric?: boolean;
}

/** A Markdown table, one line per row; cells are written as given. */
export function markdownTable(columns: readonly Column[], rows: readonly (readonly (string | number)[])[]): string {
  const line = (cells: readonly (string | number)[]) => `| ${cells.join(' | ')} |`;
  return [
    line(columns.map((column) => column.title)),
    line(columns.map((column) => (column.numeric ? '---:' : '---'))),
    ...rows.map(line),
  ].join('\n');
}
