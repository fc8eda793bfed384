// A library's API references extracted in the order the build asks for them (see `ApiPlan` in library-api.ts).
import { dirname } from 'node:path';
import { createRequire } from 'node:module';
import { type ApiExtractor, combineExtractors, createApiExtractor } from './extract';
import { createHookExtractor, type HookExtractor } from './hooks';
import type { ApiPlan, Extracted, LibraryApi, LibraryPackages } from './library-api';
import { createGridApiExtractor } from './x-grid';

const require = createRequire(import.meta.url);
const packageDirOf = (name: string) => dirname(require.resolve(`${name}/package.json`));

/** The library's component extractor, as the build has always made it. */
export function createLibraryExtractor(library: LibraryPackages): ApiExtractor {
  if (library.product === 'x-data-grid') return createGridApiExtractor(packageDirOf);
  if (library.planPackages)
    return combineExtractors([library.packageName, ...library.planPackages].map((name) => createApiExtractor(packageDirOf(name))));
  return createApiExtractor(packageDirOf(library.packageName));
}

export function createLibraryHookExtractor(library: LibraryPackages): HookExtractor {
  return createHookExtractor(packageDirOf(library.packageName));
}

/**
 * Extracts what the plan asks, in its order: the pages' names first, then each exported name whose generated page
 * (`pagePath`) is not taken. Names a page asks for that the package lacks are left to the build to report.
 */
export function extractLibraryApi(library: LibraryPackages, plan: ApiPlan, pagePath: (name: string) => string): LibraryApi {
  const taken = new Set(plan.takenPaths);
  const extractor = createLibraryExtractor(library);
  const components = extractor.listComponents();
  const generated = components.filter((name) => !taken.has(pagePath(name)));
  const api: LibraryApi = { components, docs: extractAll([...plan.components, ...generated], (name) => extractor.extract(name)) };
  if (plan.hookPages || plan.hooks.length) {
    const hookExtractor = createLibraryHookExtractor(library);
    api.hooks = hookExtractor.listHooks();
    const hooks = new Set(api.hooks);
    const generatedHooks = plan.hookPages ? api.hooks.filter((name) => !taken.has(pagePath(name))) : [];
    // A page's unknown hook fails the build before extraction, so only known ones are extracted.
    api.hookDocs = extractAll([...plan.hooks.filter((name) => hooks.has(name)), ...generatedHooks], (name) => hookExtractor.extract(name));
  }
  return api;
}

function extractAll<T>(names: readonly string[], extract: (name: string) => T): [string, Extracted<T>][] {
  const done = new Map<string, Extracted<T>>();
  for (const name of names) {
    if (done.has(name)) continue;
    try {
      done.set(name, { doc: extract(name) });
    } catch (error) {
      done.set(name, { error: (error as Error).message });
    }
  }
  return [...done];
}
