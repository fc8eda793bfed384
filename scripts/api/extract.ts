import { readFileSync, realpathSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { existsSync } from 'node:fs';
import { collectClasses, readClassNaming, readGlobalStates } from './classes';
import { collectCssVariables } from './css-variables';
import { componentSummary, inheritedComponent, readJsDoc } from './jsdoc';
import { createPackageProgram, listEntryFolders } from './program';
import { collectProps, componentSignatures } from './props';
import { collectSlots } from './slots';
import { supplementProps } from './supplements';
import type { ApiDoc } from './types';

// How many props another component must contribute before it counts as the one inherited from.
const minInheritedProps = 4;

/** Extracts API docs from one package, sharing one TypeScript program between all its components. */
export interface ApiExtractor {
  listComponents(): string[];
  extract(componentName: string): ApiDoc;
}

/** Builds the package's program once; every `extract` call then only walks types it already has. */
export function createApiExtractor(packageDir: string): ApiExtractor {
  const root = realpathSync(packageDir);
  const packageName: string = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).name;
  const folders = listEntryFolders(root);
  const program = createPackageProgram(root, folders);
  const checker = program.getTypeChecker();
  const globalStates = readGlobalStates(program);
  const namedExports = rootExportNames();
  // MUI X builds a component's props from shared prop types of other components (a DatePicker takes
  // DateCalendar's), and its pages list every prop: there is no "inherits from" page to leave them to.
  const muiX = packageName.startsWith('@mui/x-');
  const plan = planOf(packageName);
  // A component is a folder's default export (Material UI, Joy UI); a package that exports its
  // components by name only (Base UI: `export { Button } from './Button'`) documents each PascalCase
  // export of its main entry that is declared in a component folder and not marked `@ignore`.
  const entries = new Map<string, { symbol: ts.Symbol; folder: string }>();
  for (const folder of folders) {
    const component = defaultExport(folder);
    // `@ignore - do not document`: a stub kept for a removed component (Joy's TextField).
    const ignored = component !== undefined && readJsDoc(component.declarations?.[0]).tags.has('ignore');
    if (component !== undefined && !ignored && isComponent(checker.getTypeOfSymbol(component)))
      entries.set(folder, { symbol: component, folder });
  }
  const named = entries.size === 0;
  if (named) {
    for (const [target, names] of namedExports) {
      const file = target.declarations?.[0]?.getSourceFile().fileName;
      const folder = file ? relative(root, realpathSync(file)).split('/')[0] : '';
      if (!folders.includes(folder) || !(target.flags & ts.SymbolFlags.Value)) continue;
      if (!isComponent(checker.getTypeOfSymbol(target)) || readJsDoc(target.declarations?.[0]).tags.has('ignore')) continue;
      // MUI X exports some styled parts by name (`PickersLayoutRoot`): building blocks, not components with a page.
      if (isStyledComponent(checker.getTypeOfSymbol(target))) continue;
      for (const name of names) if (/^[A-Z]/.test(name)) entries.set(name, { symbol: target, folder });
    }
  }
  const components = [...entries.keys()].sort();
  const componentFolders = new Set([...entries.values()].map((entry) => entry.folder));

  function moduleExports(folder: string): ts.Symbol[] {
    const sourceFile = program.getSourceFile(join(root, folder, 'index.d.ts'));
    const moduleSymbol = sourceFile && checker.getSymbolAtLocation(sourceFile);
    return moduleSymbol ? checker.getExportsOfModule(moduleSymbol) : [];
  }

  function defaultExport(folder: string): ts.Symbol | undefined {
    const symbol = moduleExports(folder).find((candidate) => candidate.name === 'default');
    return symbol && resolveAlias(symbol);
  }

  function resolveAlias(symbol: ts.Symbol): ts.Symbol {
    return symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  }

  // The names under which the package's main entry re-exports each component (`Unstable_Grid2`).
  function rootExportNames(): Map<ts.Symbol, string[]> {
    const names = new Map<ts.Symbol, string[]>();
    const sourceFile = program.getSourceFile(join(root, 'index.d.ts'));
    const moduleSymbol = sourceFile && checker.getSymbolAtLocation(sourceFile);
    for (const symbol of moduleSymbol ? checker.getExportsOfModule(moduleSymbol) : []) {
      const target = resolveAlias(symbol);
      names.set(target, [...(names.get(target) ?? []), symbol.name]);
    }
    return names;
  }

  function extract(componentName: string): ApiDoc {
    const entry = entries.get(componentName);
    if (!entry) throw new Error(`${packageName} has no component ${componentName}`);
    const { symbol: component, folder } = entry;
    const declaration = component.declarations?.[0];
    // `Unstable_Grid2` is the folder; its classes, slots and class names use `Grid2`.
    const baseName = componentName.replace(/^Unstable_/, '');
    const exports = new Map(moduleExports(folder).map((symbol) => [symbol.name, resolveAlias(symbol)]));

    const componentType = checker.getTypeOfSymbol(component);
    const collected = collectProps(componentType, {
      checker,
      packageDir: root,
      componentDir: join(root, folder),
      componentFolders: muiX ? new Set<string>() : componentFolders,
      instantiated: muiX,
    });
    const jsDoc = readJsDoc(declaration);
    const classesSymbol = exports.get(`${baseName[0].toLowerCase()}${baseName.slice(1)}Classes`);
    const classesFile = classesSymbol?.declarations?.[0]?.getSourceFile().fileName;

    const doc: ApiDoc = {
      name: componentName,
      packageName,
      importPaths: named ? namedImportPaths(componentName, folder, component) : importPaths(componentName, component, declaration),
      description: componentSummary(jsDoc.description),
      props: collected.props,
      classes:
        classesSymbol && classesFile
          ? collectClasses(classesSymbol, checker, readClassNaming(classesFile, baseName, globalStates), exports.get(`${baseName}Classes`))
          : [],
      slots: collectSlots(exports.get(`${baseName}Slots`), collected.symbols.get('slots'), checker),
      cssComponent: collected.props.some((prop) => prop.name === 'sx'),
      demos: [],
    };
    if (plan) doc.plan = plan;
    if (acceptsSystemProps(componentType, checker)) doc.systemProps = true;
    // Joy UI's components are styled through CSS variables of their own, declared in their styles.
    const styles = join(root, componentName, `${componentName}.js`);
    if (packageName === '@mui/joy' && existsSync(styles)) doc.cssVariables = collectCssVariables(baseName, readFileSync(styles, 'utf8'));
    const inherits = muiX ? undefined : (inheritedComponent(jsDoc.description) ?? mostInherited(collected.inheritedCounts));
    if (inherits) doc.inheritsFrom = inherits;
    return supplementProps(doc);
  }

  function importPaths(componentName: string, component: ts.Symbol, declaration: ts.Declaration | undefined): string[] {
    const declared = declaration && ts.getNameOfDeclaration(declaration);
    const localName = declared && ts.isIdentifier(declared) ? declared.text : componentName;
    const paths = [`import ${localName} from '${packageName}/${componentName}';`];
    const named = namedExports.get(component) ?? [];
    const exported = named.includes(componentName) ? componentName : named.find((name) => name !== 'default');
    // `Unstable_Grid2` is renamed on import to the name its own module uses (`Grid2`), as the path import does.
    const renamed = exported?.startsWith('Unstable_') && exported !== localName ? `${exported} as ${localName}` : exported;
    if (renamed) paths.push(`import { ${renamed} } from '${packageName}';`);
    return paths;
  }

  function namedImportPaths(componentName: string, folder: string, component: ts.Symbol): string[] {
    const paths = [`import { ${componentName} } from '${packageName}/${folder}';`];
    if (namedExports.get(component)?.includes(componentName)) paths.push(`import { ${componentName} } from '${packageName}';`);
    return paths;
  }

  // Without an "inherits" line, the other component contributing most of the accepted props is the
  // one whose page documents the rest; a few picked props (Stepper's `Pick<PaperProps, …>`) are not
  // inheritance.
  function mostInherited(counts: Map<string, number>): ApiDoc['inheritsFrom'] {
    const [name, count = 0] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? [];
    return name && count >= minInheritedProps ? { name, path: apiPagePath(packageName, name) } : undefined;
  }

  return { listComponents: () => [...components], extract };
}

// Props only the system's style functions define (see /system/properties): a component whose props
// include them all takes every system property as a prop (Box, Stack, Grid, Typography).
const systemPropMarkers = ['bgcolor', 'displayPrint', 'm', 'px', 'typography'];

/** Whether a component accepts the system properties as props (`SystemProps` in its props type). */
export function acceptsSystemProps(componentType: ts.Type, checker: ts.TypeChecker): boolean {
  const signatures = componentSignatures(componentType);
  const parameter = signatures[signatures.length - 1]?.getParameters()[0];
  if (!parameter) return false;
  const names = new Set(checker.getPropertiesOfType(checker.getTypeOfSymbol(parameter)).map((property) => property.name));
  return systemPropMarkers.every((name) => names.has(name));
}

/** The MUI X plan a package needs: `@mui/x-date-pickers-pro` is Pro, `@mui/x-data-grid-premium` Premium. */
export function planOf(packageName: string): 'pro' | 'premium' | undefined {
  if (packageName.endsWith('-pro')) return 'pro';
  if (packageName.endsWith('-premium')) return 'premium';
  return undefined;
}

/** Whether a value is a part made with `styled()` (emotion's `StyledComponent` type). */
function isStyledComponent(type: ts.Type): boolean {
  const name = (type.aliasSymbol ?? type.getSymbol())?.name;
  if (name === 'StyledComponent') return true;
  return type.isIntersection() && type.types.some((part) => (part.aliasSymbol ?? part.getSymbol())?.name === 'StyledComponent');
}

/** Whether a default export is a React component: callable or constructible with a props argument. */
export function isComponent(type: ts.Type): boolean {
  const signatures = componentSignatures(type);
  return signatures.length > 0 && signatures.every((signature) => signature.getParameters().length <= 2);
}

/** The site path of a component's API page: `/material-ui/api/button-base/`. */
export function apiPagePath(packageName: string, componentName: string): string {
  const product: Record<string, string> = {
    '@mui/material': 'material-ui',
    '@mui/joy': 'joy-ui',
    '@mui/base': 'base-ui',
    '@mui/system': 'system',
  };
  const slug = componentName
    .replace(/^Unstable_/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([a-z])([0-9])/g, '$1-$2')
    .toLowerCase();
  return `/${product[packageName] ?? packageName.replace(/^@mui\//, '')}/api/${slug}/`;
}

/**
 * One extractor over several packages documented together (MUI X's community and plan packages):
 * a component is extracted from the first package that exports it.
 */
export function combineExtractors(parts: readonly ApiExtractor[]): ApiExtractor {
  const owners = new Map<string, ApiExtractor>();
  for (const part of parts) for (const name of part.listComponents()) if (!owners.has(name)) owners.set(name, part);
  return {
    listComponents: () => [...owners.keys()].sort(),
    extract(componentName) {
      const owner = owners.get(componentName);
      if (!owner) throw new Error(`no package exports a component ${componentName}`);
      return owner.extract(componentName);
    },
  };
}

const extractors = new Map<string, ApiExtractor>();

function extractorFor(packageDir: string): ApiExtractor {
  const key = realpathSync(packageDir);
  let extractor = extractors.get(key);
  if (!extractor) {
    extractor = createApiExtractor(key);
    extractors.set(key, extractor);
  }
  return extractor;
}

/** The API doc of one component of the package at `packageDir` (the program is cached per package). */
export function extractComponentApi(packageDir: string, componentName: string): ApiDoc {
  return extractorFor(packageDir).extract(componentName);
}

/** Every React component the package exposes as a PascalCase folder, sorted by name. */
export function listComponents(packageDir: string): string[] {
  return extractorFor(packageDir).listComponents();
}
