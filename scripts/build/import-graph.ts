// What one esbuild build resolved, kept so that later builds over the same files need not ask esbuild again.
import type { Metafile } from 'esbuild';

/** One import of a file: how it was written, and the file it resolved to (null when external or unresolved). */
export interface ResolvedImport {
  kind: string;
  specifier: string;
  resolved: string | null;
}

/** Importer (relative to the build's working folder, as in a metafile) → its imports. */
export type ImportGraph = ReadonlyMap<string, readonly ResolvedImport[]>;

/** The imports of every input of a build, from its metafile. */
export function importGraphOf(metafile: Metafile): ImportGraph {
  const graph = new Map<string, ResolvedImport[]>();
  for (const [file, input] of Object.entries(metafile.inputs)) {
    graph.set(
      file,
      input.imports.map((record) => ({
        kind: record.kind,
        // esbuild writes `original` only where it differs from the path.
        specifier: record.original ?? record.path,
        resolved: record.external ? null : record.path,
      })),
    );
  }
  return graph;
}

const tableKey = (importer: string, kind: string, specifier: string) => `${importer}\0${kind}\0${specifier}`;

/** A lookup of the graph's resolutions: importer, kind and specifier → the resolved file (null: external). */
export interface ResolutionTable {
  get(importer: string, kind: string, specifier: string): string | null | undefined;
}

export function resolutionTable(graph: ImportGraph): ResolutionTable {
  const table = new Map<string, string | null>();
  for (const [importer, imports] of graph) {
    for (const record of imports) table.set(tableKey(importer, record.kind, record.specifier), record.resolved);
  }
  return { get: (importer, kind, specifier) => table.get(tableKey(importer, kind, specifier)) };
}

/**
 * What a bundle built from `entries` takes from a registry of `shared` files when every import that resolves to
 * one of them is replaced by a read of the registry (`shareEntryModules`): the shared files it reaches (`used`) and
 * the files it still parses itself (`parsed`), found by walking the graph without going into shared files.
 */
export function sharedReach(
  graph: ImportGraph,
  entries: Iterable<string>,
  shared: ReadonlySet<string>,
): { used: Set<string>; parsed: Set<string> } {
  const used = new Set<string>();
  const parsed = new Set<string>();
  const pending = [...entries];
  while (pending.length) {
    const file = pending.pop()!;
    if (parsed.has(file)) continue;
    parsed.add(file);
    for (const { resolved } of graph.get(file) ?? []) {
      if (resolved === null) continue;
      if (shared.has(resolved)) used.add(resolved);
      else pending.push(resolved);
    }
  }
  return { used, parsed };
}

/** The specifiers written anywhere in the graph that resolve to one of the `shared` files. */
export function specifiersOf(graph: ImportGraph, shared: ReadonlySet<string>): Set<string> {
  const specifiers = new Set<string>();
  for (const imports of graph.values()) {
    for (const record of imports) if (record.resolved !== null && shared.has(record.resolved)) specifiers.add(record.specifier);
  }
  return specifiers;
}

/** A filter (Go's regular expressions, as esbuild runs them) that matches exactly the given specifiers. */
export function exactFilter(specifiers: Iterable<string>): RegExp {
  const escaped = [...specifiers].sort().map((specifier) => specifier.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'));
  // An empty alternation would match everything: match nothing instead.
  return escaped.length ? new RegExp(`^(?:${escaped.join('|')})$`) : /^\b\B$/;
}
