// Settling the registry of modules the client entry shares with the demo bundles (shared-modules.ts).
import type { BuildResult, Metafile, OutputFile, Plugin } from 'esbuild';
import { buildDemoBundles, demoBundleHref, type DemoBundles, probeDemoImports, writeEntries } from './demo-bundles';
import { importGraphOf, resolutionTable, sharedReach, specifiersOf } from './import-graph';
import { metafileFiles } from './inputs-fs';
import { type KnownResolutions, shareEntryModules, writeRegistry } from './shared-modules';

/** The registry must hold what the demos take from the entry, and holding it can pull more into the entry: this many rounds at most. */
const MAX_ROUNDS = 3;

export interface EntryBuild {
  result: BuildResult & { metafile: Metafile; outputFiles: OutputFile[] };
  /** The files of the entry's boot that demo bundles may take from its registry (`shareableInputs`). */
  shareable: Set<string>;
}

export interface SettleOptions {
  root: string;
  publicDir: string;
  /** The registry module the entry imports (`writeRegistry`). */
  registry: string;
  entryDir: string;
  pageDemos: ReadonlyMap<string, ReadonlyMap<string, string>>;
  define: Record<string, string>;
  /** The demo bundles' plugins, after the registry's own. */
  plugins: Plugin[];
  /** Other bundles built with the demos (name → source file), whose addresses the entry is built with. */
  extraEntries: Readonly<Record<string, string>>;
  buildEntry(extras: ReadonlyMap<string, string>): Promise<EntryBuild>;
}

export interface Settled {
  /** The entry built against the settled registry, not yet written. */
  entry: EntryBuild;
  demos: DemoBundles;
  /** How it was settled, for the build's table of steps. */
  note: string;
  /** The files its builds read, relative to `root` (`metafileFiles`). */
  inputs: string[];
}

/**
 * Builds the entry and the demo bundles against a registry that holds what the demos take from the entry. Each
 * round used to build every demo bundle (a minute each here) only to learn what they import; instead one probe
 * learns every import of the demos' files, the rounds walk that graph, and the demo bundles are built once, with
 * the last round's registry. Their build then says what they took, which must be what the walk found, or the
 * rounds are run again by building (`settleByRebuilding`, the former way).
 */
export async function settleRegistry(options: SettleOptions): Promise<Settled> {
  const walked = await settleByWalking(options);
  if ('entry' in walked) return walked;
  const rebuilt = await settleByRebuilding(options);
  return { ...rebuilt, note: `${rebuilt.note}: ${walked.mismatch}` };
}

/** The rounds as first written: each builds every demo bundle, then the entry. */
export async function settleByRebuilding(options: SettleOptions): Promise<Settled> {
  const { root, registry } = options;
  writeRegistry(registry, root, []);
  let entry = await options.buildEntry(new Map());
  let available = entry.shareable;
  let demos: DemoBundles | undefined;
  const metafiles = [entry.result.metafile];
  let rounds = 0;
  while (rounds < MAX_ROUNDS) {
    rounds++;
    const used = new Set<string>();
    demos = await buildDemoBundles({ ...options, plugins: [shareEntryModules(root, available, used), ...options.plugins] });
    writeRegistry(registry, root, used);
    entry = await options.buildEntry(demos.extras);
    metafiles.push(demos.metafile, entry.result.metafile);
    const next = entry.shareable;
    // Files the entry gained that a demo bundle still carries a copy of.
    const duplicated = [...next].filter((input) => !available.has(input) && input in demos!.metafile.inputs);
    available = next;
    if (duplicated.length === 0) break;
  }
  return { entry, demos: demos!, note: `registry settled in ${rounds} rounds of demo bundles`, inputs: metafileFiles(...metafiles) };
}

/** The rounds over a probe's import graph; the demo bundles built once. Says why if their build disagrees. */
export async function settleByWalking(options: SettleOptions): Promise<Settled | { mismatch: string }> {
  const { root, publicDir, registry, define } = options;
  writeRegistry(registry, root, []);
  let entry = await options.buildEntry(new Map());
  let available = entry.shareable;
  const starts = [...writeEntries(options.entryDir, root, options.pageDemos).values(), ...Object.values(options.extraEntries)];
  const probe = await probeDemoImports({ root, publicDir, entries: starts, plugins: options.plugins, define });
  const graph = importGraphOf(probe);
  // The probe read every file the demo bundles and the extra bundles read.
  const metafiles = [entry.result.metafile, probe];
  const table = resolutionTable(graph);
  const known = (shared: ReadonlySet<string>): KnownResolutions => ({ table, specifiers: specifiersOf(graph, shared) });
  let shared = available;
  let used = new Set<string>();
  const extras = new Map<string, string>();
  let rounds = 0;
  while (rounds < MAX_ROUNDS) {
    rounds++;
    shared = available;
    const reach = sharedReach(graph, starts, shared);
    used = reach.used;
    for (const [name, file] of Object.entries(options.extraEntries)) {
      const plugins = [shareEntryModules(root, shared, new Set(), known(shared)), ...options.plugins];
      extras.set(name, await demoBundleHref({ root, publicDir, entry: file, plugins, define }));
    }
    writeRegistry(registry, root, used);
    entry = await options.buildEntry(extras);
    metafiles.push(entry.result.metafile);
    const next = entry.shareable;
    const duplicated = [...next].filter((input) => !shared.has(input) && reach.parsed.has(input));
    available = next;
    if (duplicated.length === 0) break;
  }
  const taken = new Set<string>();
  const demos = await buildDemoBundles({
    ...options,
    plugins: [shareEntryModules(root, shared, taken, known(shared)), ...options.plugins],
  });
  const mismatch = walkMismatch({
    walked: used,
    taken,
    extras,
    built: demos.extras,
    copied: Object.keys(demos.metafile.inputs).filter((input) => shared.has(input)),
  });
  if (mismatch) return { mismatch };
  return {
    entry,
    demos,
    note: `registry settled in ${rounds} rounds walked over one probe, demo bundles built once`,
    inputs: metafileFiles(...metafiles, demos.metafile),
  };
}

/** Why the demo bundles' build disagrees with the walk, if it does. */
export function walkMismatch(found: {
  walked: ReadonlySet<string>;
  taken: ReadonlySet<string>;
  extras: ReadonlyMap<string, string>;
  built: ReadonlyMap<string, string>;
  copied: readonly string[];
}): string | undefined {
  const only = (a: ReadonlySet<string>, b: ReadonlySet<string>) => [...a].filter((key) => !b.has(key));
  const walkedOnly = only(found.walked, found.taken);
  const takenOnly = only(found.taken, found.walked);
  if (walkedOnly.length || takenOnly.length)
    return `the walk found ${found.walked.size} shared files, the build took ${found.taken.size} (${[...walkedOnly, ...takenOnly].slice(0, 3).join(', ')})`;
  for (const [name, href] of found.extras) {
    if (found.built.get(name) !== href) return `${name} built alone as ${href}, with the demos as ${found.built.get(name)}`;
  }
  if (found.copied.length) return `demo bundles carry copies of shared files (${found.copied.slice(0, 3).join(', ')})`;
  return undefined;
}
