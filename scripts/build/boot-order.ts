/** What the build knows of an output file: its size and what it imports (esbuild's metafile, trimmed). */
export interface OutputGraph {
  [file: string]: { bytes: number; imports: readonly { path: string; kind: string }[] };
}

/**
 * The boot's chunks in the order the entry evaluates them, one task each (`client/entry.tsx`): a file
 * after every file it imports statically, starting from the boot stages in order. A module graph is
 * evaluated in one go, so React DOM, Material UI's styling and the shell together made one task of
 * 25 to 30 ms on this machine, four times that on a phone; one chunk at a time keeps each task to
 * one chunk's evaluation. Files under `minBytes` get no task of their own: they are evaluated with
 * the first larger file that imports them (a task costs a yield, and most of them are glue of a few
 * hundred bytes). A stage always gets its own task, however small: React DOM's stage is a wrapper of
 * a hundred bytes, but evaluating it runs React's and React DOM's CommonJS factories (their chunk
 * only defines them), 8 to 10 ms that would otherwise join the next chunk's task.
 */
export function bootOrder(outputs: OutputGraph, stages: readonly string[], minBytes: number): string[] {
  const order: string[] = [];
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of outputs[file]?.imports ?? []) {
      if (imported.kind === 'import-statement') visit(imported.path);
    }
    order.push(file);
  };
  stages.forEach(visit);
  return order.filter((file) => stages.includes(file) || (outputs[file]?.bytes ?? 0) >= minBytes);
}
