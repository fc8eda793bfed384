// A library's API references extracted in one go, in the order the build asks for them, so that the extraction can
// run in a thread of its own, or not at all when the cache has it, and the build still reads the same references.
// The extraction itself is in library-extract.ts: this module loads no TypeScript, so a build whose references
// all come from the cache never loads the compiler.
import type { ApiExtractor } from './extract';
import type { HookExtractor } from './hooks';
import type { ApiDoc, HookApi } from './types';

/** Which packages a library documents (`DemoLibrary` of scripts/content/demos-fs.ts, in short). */
export interface LibraryPackages {
  packageName: string;
  product: string;
  planPackages?: readonly string[];
}

/**
 * What the build asks of a library, in order. TypeScript numbers types as its checker creates them, and prints a
 * union's members in that order: extracted in another order, a reference can list a union differently. So the
 * names come in the order the build's own loop asks for them (scripts/build/pages.ts `planApiExtraction`).
 */
export interface ApiPlan {
  /** Component names the pages ask for, in page order (`api`, then `components`). */
  components: string[];
  /** Hook names the pages ask for, in page order. */
  hooks: string[];
  /** Whether every hook the package exports gets a page (Base UI). */
  hookPages: boolean;
  /**
   * The paths of the pages the build writes before it generates API pages (Markdown pages and their API tabs):
   * an exported name whose generated page would have one of them gets none, and is not extracted for it.
   */
  takenPaths: string[];
}

/** One extraction's outcome: the reference, or the error the extractor threw, thrown again where it is read. */
export type Extracted<T> = { doc: T } | { error: string };

export interface LibraryApi {
  components: string[];
  /** Names in the order they were extracted, with what each gave. */
  docs: [string, Extracted<ApiDoc>][];
  /** Only when the plan needs the hooks' extractor. */
  hooks?: string[];
  hookDocs?: [string, Extracted<HookApi>][];
}

/**
 * Extractors that read a `LibraryApi` back, each reference a fresh copy. They check that the build asks for the
 * names in the order they were extracted in: a plan out of step with the build's loop fails the build rather than
 * give references TypeScript might have printed differently.
 */
export function replayExtractors(library: LibraryPackages, api: LibraryApi): { components: ApiExtractor; hooks: () => HookExtractor } {
  return {
    components: { listComponents: () => [...api.components], extract: replay(`${library.packageName} components`, api.docs) },
    hooks: () => {
      if (!api.hooks || !api.hookDocs) throw new Error(`${library.packageName}: the plan extracted no hooks`);
      return { listHooks: () => [...api.hooks!], extract: replay(`${library.packageName} hooks`, api.hookDocs) };
    },
  };
}

function replay<T>(what: string, extracted: [string, Extracted<T>][]): (name: string) => T {
  const order = extracted.map(([name]) => name);
  const byName = new Map(extracted);
  const asked = new Set<string>();
  return (name) => {
    if (!asked.has(name)) {
      const expected = order[asked.size];
      if (name !== expected)
        throw new Error(`API extraction plan out of step with the build: ${what} asked for ${name}, planned ${expected}`);
      asked.add(name);
    }
    const result = byName.get(name)!;
    if ('error' in result) throw new Error(result.error);
    return structuredClone(result.doc);
  };
}
