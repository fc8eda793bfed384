import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

/** Compiler options for reading a package's published `.d.ts` files; nothing is emitted or type-checked. */
export const compilerOptions: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  strict: true,
  skipLibCheck: true,
  noEmit: true,
  // Only what the package imports: the ambient @types of the host project would slow the program down.
  types: [],
};

// PascalCase folders whose default export is a provider for the styling engine, not a documented component.
const excludedFolders = new Set(['StyledEngineProvider', 'ClassNameGenerator']);

/** PascalCase sub-folders of a package that have their own `index.d.ts` (component candidates). */
export function listEntryFolders(packageDir: string): string[] {
  return readdirSync(packageDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && /^[A-Z]/.test(entry.name) && !excludedFolders.has(entry.name))
    .filter((entry) => existsSync(join(packageDir, entry.name, 'index.d.ts')))
    .map((entry) => entry.name)
    .sort();
}

/** Resolves a module specifier as seen from `fromDir`, returning its declaration file if any. */
export function resolveDeclaration(specifier: string, fromDir: string): string | undefined {
  const resolved = ts.resolveModuleName(specifier, join(fromDir, 'index.d.ts'), compilerOptions, ts.sys);
  return resolved.resolvedModule?.resolvedFileName;
}

/** One program over every entry folder of the package, so all components share a single type checker. */
export function createPackageProgram(packageDir: string, folders: string[]): ts.Program {
  const roots = folders.map((folder) => join(packageDir, folder, 'index.d.ts'));
  const packageIndex = join(packageDir, 'index.d.ts');
  if (existsSync(packageIndex)) roots.push(packageIndex);
  const utilityClass = resolveDeclaration('@mui/utils/generateUtilityClass', packageDir);
  if (utilityClass) roots.push(utilityClass);
  return ts.createProgram(roots, compilerOptions);
}
