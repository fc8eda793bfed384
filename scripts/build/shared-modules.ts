import { readFileSync } from 'node:fs';
import { exportedNames } from './base-barrel';
import { basename, join, relative } from 'node:path';
import type { Metafile, OnResolveArgs, Plugin } from 'esbuild';
import { exactFilter, type ResolutionTable } from './import-graph';
import { writeOutput } from './output-fs';

/**
 * Modules the client entry shares with separately built bundles (a page's
 * demos). Those bundles are built without code splitting, so a page loads its
 * demos in one request instead of dozens of sub-kilobyte chunks; what the entry
 * already holds (React, emotion, the theme's contexts, the shell's components)
 * reaches them through one registry object, so there is a single React and a
 * single theme context on the page.
 */
export const REGISTRY_GLOBAL = '__docsShared';

/** Re-export files (`index.js`) have no state of their own: bundles keep their own copy and share the files behind them. */
const isBarrel = (file: string) => /^index\.m?js$/.test(basename(file));

/** Inputs of the given outputs that a bundle may take from the registry: package files, barrels excepted. */
export function shareableInputs(metafile: Metafile, outputs: Iterable<string>): Set<string> {
  const inputs = new Set<string>();
  for (const output of outputs) {
    for (const input of Object.keys(metafile.outputs[output]?.inputs ?? {})) {
      if (input.startsWith('node_modules/') && !isBarrel(input)) inputs.add(input);
    }
  }
  return inputs;
}

const SKIP = Symbol('resolving for share-entry-modules');
const NAMESPACE = 'docs-shared';
const STAND_IN = '.shared.js';

/**
 * What another build over the same files resolved (`import-graph.ts`): with it, `shareEntryModules` is called
 * only for imports written as one of `specifiers` (those that reach a shared file somewhere) and decides from
 * `table`, without asking esbuild's resolver again, which costs a new resolver per call (evanw/esbuild#3795).
 */
export interface KnownResolutions {
  table: ResolutionTable;
  specifiers: ReadonlySet<string>;
}

/**
 * esbuild plugin for the separate bundles: an import that resolves to a file
 * the entry holds becomes a read of the registry; the files taken that way are
 * recorded in `used`, which decides what the registry must hold.
 */
export function shareEntryModules(root: string, available: ReadonlySet<string>, used: Set<string>, known?: KnownResolutions): Plugin {
  return {
    name: 'share-entry-modules',
    setup(build) {
      // Asked once per import: an incremental rebuild (`npm run dev`'s page bundles) calls the plugin for every import again.
      const asked = new Map<string, Promise<string | null>>();
      const resolve = async (args: OnResolveArgs): Promise<string | null> => {
        const answer =
          known && args.namespace === 'file' ? known.table.get(relative(root, args.importer), args.kind, args.path) : undefined;
        if (answer !== undefined) return answer;
        const question = `${args.importer}\0${args.resolveDir}\0${args.kind}\0${args.path}`;
        let resolving = asked.get(question);
        if (!resolving) {
          resolving = build
            .resolve(args.path, { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir, pluginData: SKIP })
            .then((resolved) => (resolved.errors.length || resolved.external || !resolved.path ? null : relative(root, resolved.path)));
          asked.set(question, resolving);
        }
        return resolving;
      };
      build.onResolve({ filter: known ? exactFilter(known.specifiers) : /.*/ }, async (args) => {
        if (args.kind === 'entry-point' || args.pluginData === SKIP || args.namespace === NAMESPACE) return undefined;
        const key = await resolve(args);
        if (key === null || !available.has(key)) return undefined;
        used.add(key);
        // A suffix of its own, so esbuild's choice of module format follows the stand-in's content, not the file's.
        return { path: `${key}${STAND_IN}`, namespace: NAMESPACE };
      });
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => ({
        contents: standIn(root, args.path.slice(0, -STAND_IN.length)),
        loader: 'js',
      }));
    },
  };
}

/**
 * The module a bundle gets in place of a shared file. An ES module gets an ES
 * stand-in with the same named exports, so `export * from` it stays static and
 * tree-shaking keeps working around it; anything else a CommonJS one, whose
 * interop reads `default` and named exports from the registry entry.
 */
export function standIn(root: string, key: string): string {
  const entry = `globalThis.${REGISTRY_GLOBAL}[${JSON.stringify(key)}]`;
  const source = readFileSync(join(root, key), 'utf8');
  if (!/^\s*export\s/m.test(source)) return `module.exports = ${entry};`;
  const names = [...new Set(exportedNames(join(root, key)))].filter((name) => /^[A-Za-z_$][\w$]*$/.test(name));
  const hasDefault = /export\s+default\b|export\s*\{[^}]*\b(default|as\s+default)\b/.test(source);
  return [
    `const shared = ${entry};`,
    hasDefault ? 'export default shared.default;' : '',
    names.length ? `export const { ${names.join(', ')} } = shared;` : '',
  ].join('\n');
}

/**
 * Writes the registry module the entry imports: every shared file's exports,
 * keyed by its path. Imported last by the entry, so it changes no module's
 * evaluation order.
 */
export function writeRegistry(file: string, root: string, shared: Iterable<string>): void {
  const keys = [...shared].sort();
  const fromHere = (key: string) => relative(join(file, '..'), join(root, key));
  const lines = [
    '// Generated by the build: the modules the entry shares with page demo bundles.',
    ...keys.map((key, index) => `import * as m${index} from ${JSON.stringify(fromHere(key))};`),
    `globalThis.${REGISTRY_GLOBAL} = {`,
    ...keys.map((key, index) => `  ${JSON.stringify(key)}: { __esModule: true, ...m${index} },`),
    '};',
    '',
  ];
  writeOutput(file, lines.join('\n'));
}
