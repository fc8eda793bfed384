import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import ts from 'typescript';
import { readJsDoc } from './jsdoc';
import type { ApiClass } from './types';

/** The keys of `globalStateClasses` as declared by the installed @mui/utils, so the list tracks upgrades. */
export function readGlobalStates(program: ts.Program): Set<string> {
  const file = program
    .getSourceFiles()
    .find((sourceFile) => /@mui\/utils\/generateUtilityClass\/generateUtilityClass\.d\.ts$/.test(sourceFile.fileName));
  const keys: string[] = [];
  // Parent pointers exist only once the checker has bound the file, so names are read with the file.
  file?.forEachChild(function visit(node) {
    if (ts.isVariableDeclaration(node) && node.name.getText(file) === 'globalStateClasses' && node.type) {
      if (ts.isTypeLiteralNode(node.type)) {
        for (const member of node.type.members) if (member.name) keys.push(member.name.getText(file));
      }
      return;
    }
    node.forEachChild(visit);
  });
  // No silent fallback: if @mui/utils changes shape, the build should say so.
  if (keys.length === 0) throw new Error('globalStateClasses not found in @mui/utils: class names cannot be generated');
  return new Set(keys);
}

/** How a component's classes are named: `generateUtilityClass(componentName, slot, globalStatePrefix)`. */
export interface ClassNaming {
  componentName: string;
  globalStatePrefix: string;
  globalStates: ReadonlySet<string>;
}

/** Mirrors `generateUtilityClass`: global state keys get `{prefix}-{key}`, the rest `{componentName}-{key}`. */
export function utilityClassName(key: string, naming: ClassNaming): string {
  return naming.globalStates.has(key) ? `${naming.globalStatePrefix}-${key}` : `${naming.componentName}-${key}`;
}

/**
 * Reads the name the runtime passes to `generateUtilityClasses('MuiButton', …)` from the `.js` file next
 * to the classes declaration; the type declarations do not carry it.
 */
export function readClassNaming(declarationFile: string, fallbackName: string, globalStates: ReadonlySet<string>): ClassNaming {
  const jsFile = declarationFile.replace(/\.d\.ts$/, '.js');
  const source = existsSync(jsFile) ? readFileSync(jsFile, 'utf8') : '';
  const call = /generateUtilityClass(?:es)?\(\s*(['"])([^'"]+)\1\s*,[^)]*?(?:,\s*(['"])([^'"]+)\3\s*)?\)/.exec(source);
  // Base UI names the component in a constant (`const COMPONENT_NAME = 'Button'`) and its own
  // generateUtilityClass prefixes both kinds: `base-Button-root`, `base--disabled`.
  const constant = call ? null : /const COMPONENT_NAME = (['"])([^'"]+)\1/.exec(source);
  if (constant) {
    const generator = join(dirname(dirname(jsFile)), 'generateUtilityClass/index.js');
    const prefix = existsSync(generator) ? /GLOBAL_CLASS_PREFIX = (['"])([^'"]+)\1/.exec(readFileSync(generator, 'utf8'))?.[2] : undefined;
    if (prefix) return { componentName: `${prefix}-${constant[2]}`, globalStatePrefix: `${prefix}-`, globalStates };
  }
  return {
    componentName: call?.[2] ?? `Mui${fallbackName}`,
    globalStatePrefix: call?.[4] ?? 'Mui',
    globalStates,
  };
}

/**
 * The classes of a component from the type of its `{name}Classes` export, one entry per documented key.
 * MUI X types that export as `Record<keyof PickersDayClasses, string>`, whose keys carry no comment:
 * their descriptions are read from the `{Name}Classes` interface when it is given.
 */
export function collectClasses(
  classesSymbol: ts.Symbol,
  checker: ts.TypeChecker,
  naming: ClassNaming,
  classesInterface?: ts.Symbol,
): ApiClass[] {
  const type = checker.getTypeOfSymbol(classesSymbol);
  const documented = classesInterface && checker.getDeclaredTypeOfSymbol(classesInterface);
  return checker.getPropertiesOfType(type).map((property) => ({
    key: property.name,
    className: utilityClassName(property.name, naming),
    description:
      readJsDoc(property.declarations?.[0]).description || readJsDoc(documented?.getProperty(property.name)?.declarations?.[0]).description,
  }));
}
