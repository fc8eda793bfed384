// The MUI X Data Grid's API reference: its three grids, the few components and interfaces its pages
// document, and its selectors, read from the installed community, Pro and Premium packages at once.
import { realpathSync } from 'node:fs';
import { dirname, join } from 'node:path';
import ts from 'typescript';
import { collectClasses, readClassNaming, readGlobalStates } from './classes';
import { type ApiExtractor, planOf } from './extract';
import { componentSummary, readJsDoc } from './jsdoc';
import { compilerOptions, resolveDeclaration } from './program';
import { collectMembers, collectProps, type PropsContext } from './props';
import { collectSlots } from './slots';
import { printType } from './type-printer';
import type { ApiDoc, ApiProp } from './types';

/** The grids, then the other components the site documents (their props). */
export const GRID_COMPONENTS = [
  'DataGrid',
  'DataGridPro',
  'DataGridPremium',
  'GridFilterForm',
  'GridFilterPanel',
  'GridToolbarQuickFilter',
] as const;

/** The interfaces and types the site documents, member by member. */
export const GRID_INTERFACES = [
  'GridApi',
  'GridCellParams',
  'GridColDef',
  'GridSingleSelectColDef',
  'GridActionsColDef',
  'GridExportStateParams',
  'GridFilterItem',
  'GridFilterModel',
  'GridFilterOperator',
  'GridRowClassNameParams',
  'GridRowParams',
  'GridRowSpacingParams',
  'GridAggregationFunction',
  'GridCsvExportOptions',
  'GridPrintExportOptions',
  'GridExcelExportOptions',
] as const;

// Community first: a name is documented from the first package that exports it, and needs its plan.
const PACKAGES = ['@mui/x-data-grid', '@mui/x-data-grid-pro', '@mui/x-data-grid-premium'] as const;
// Pages of the same interface whose plans grow it: Premium's `GridApi` holds every API, the others part of it.
const WIDEST_PACKAGE: Record<string, (typeof PACKAGES)[number]> = { GridApi: '@mui/x-data-grid-premium' };

export interface GridApiExtractor {
  extractComponent(name: string): ApiDoc;
  extractInterface(name: string): ApiDoc;
  /** Every exported `grid…Selector`, as the members of one reference: what it returns, and its plan. */
  extractSelectors(): ApiDoc;
}

interface GridPackage {
  name: (typeof PACKAGES)[number];
  dir: string;
  exports: Map<string, ts.Symbol>;
}

/** One program over the three packages' main entries (Premium imports the others, so they share types). */
export function createGridExtractor(resolvePackage: (name: string) => string): GridApiExtractor {
  const dirs = PACKAGES.map((name) => realpathSync(resolvePackage(name)));
  const utilityClass = resolveDeclaration('@mui/utils/generateUtilityClass', dirs[0]);
  const program = ts.createProgram(
    [...dirs.map((dir) => join(dir, 'index.d.ts')), ...(utilityClass ? [utilityClass] : [])],
    compilerOptions,
  );
  const checker = program.getTypeChecker();
  const globalStates = readGlobalStates(program);
  const packages: GridPackage[] = PACKAGES.map((name, index) => {
    const source = program.getSourceFile(join(dirs[index], 'index.d.ts'));
    const module = source && checker.getSymbolAtLocation(source);
    const exports = new Map((module ? checker.getExportsOfModule(module) : []).map((symbol) => [symbol.name, symbol]));
    return { name, dir: dirs[index], exports };
  });
  const resolve = (symbol: ts.Symbol) => (symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol);
  // Pro exports deprecated stubs of the other grids (`DataGridPremium(): null`): they document nothing.
  const stub = (symbol: ts.Symbol) => readJsDoc(resolve(symbol).declarations?.[0]).tags.has('deprecated');
  const firstExporter = (name: string) => {
    const found = packages.find((pkg) => pkg.exports.has(name) && !stub(pkg.exports.get(name)!));
    if (!found) throw new Error(`no Data Grid package exports ${name}`);
    return found;
  };
  // Everything under @mui/ is the grid's own: its members are listed even without a comment.
  const context: PropsContext = {
    checker,
    packageDir: dirname(dirs[0]),
    componentDir: dirname(dirs[0]),
    componentFolders: new Set(),
    instantiated: true,
  };

  function base(name: string, pkg: GridPackage, symbol: ts.Symbol, typeOnly: boolean): Omit<ApiDoc, 'props'> {
    const plan = planOf(pkg.name);
    return {
      name,
      packageName: pkg.name,
      importPaths: [`import ${typeOnly ? 'type ' : ''}{ ${name} } from '${pkg.name}';`],
      description: plainReferences(componentSummary(readJsDoc(symbol.declarations?.[0]).description)),
      classes: [],
      slots: [],
      cssComponent: false,
      demos: [],
      ...(plan ? { plan } : {}),
    };
  }

  function componentProps(name: string) {
    const pkg = firstExporter(name);
    const symbol = resolve(pkg.exports.get(name)!);
    const file = symbol.declarations?.[0]?.getSourceFile().fileName ?? pkg.dir;
    const collected = collectProps(checker.getTypeOfSymbol(symbol), { ...context, componentDir: dirname(realpathSync(file)) });
    return { pkg, symbol, collected };
  }

  function extractComponent(name: string): ApiDoc {
    const { pkg, symbol, collected } = componentProps(name);
    const doc: ApiDoc = {
      ...base(name, pkg, symbol, false),
      props: collected.props.map(plainDescription),
      cssComponent: collected.symbols.has('sx'),
    };
    if (!name.startsWith('DataGrid')) return doc;
    // The grids: each prop marked with the plan that brings it (absent from the smaller grids' props).
    const smaller = GRID_COMPONENTS.slice(0, GRID_COMPONENTS.indexOf(name as 'DataGrid'));
    const propsOf = smaller.map((grid) => new Set(componentProps(grid).collected.props.map((prop) => prop.name)));
    doc.props = doc.props.map((prop) => markPlan(prop, propsOf));
    doc.slots = collectSlots(undefined, collected.symbols.get('slots'), checker);
    const community = packages[0];
    const classes = community.exports.get('gridClasses');
    const file = classes && resolve(classes).declarations?.[0]?.getSourceFile().fileName;
    if (classes && file) {
      doc.classes = collectClasses(
        resolve(classes),
        checker,
        readClassNaming(file, 'DataGrid', globalStates),
        community.exports.get('GridClasses'),
      );
    }
    return doc;
  }

  function extractInterface(name: string): ApiDoc {
    const pkg = WIDEST_PACKAGE[name] ? packages.find((entry) => entry.name === WIDEST_PACKAGE[name])! : firstExporter(name);
    const symbol = resolve(pkg.exports.get(name)!);
    const members = collectMembers(checker.getDeclaredTypeOfSymbol(symbol), context).map(plainDescription);
    const title = name === 'GridApi' ? 'Methods' : 'Properties';
    const doc: ApiDoc = { ...base(name, pkg, symbol, true), props: members, membersTitle: title, plan: planOf(firstExporter(name).name) };
    if (!doc.plan) delete doc.plan;
    if (pkg !== firstExporter(name)) {
      // The same name in the smaller packages is the smaller interface: what they lack is the plan's.
      const smaller = packages.slice(0, packages.indexOf(pkg)).filter((entry) => entry.exports.has(name));
      const namesOf = smaller.map((entry) => {
        const type = checker.getDeclaredTypeOfSymbol(resolve(entry.exports.get(name)!));
        return new Set(checker.getPropertiesOfType(type).map((property) => property.name));
      });
      doc.props = doc.props.map((member) => markPlan(member, namesOf));
      doc.importPaths = packages.filter((entry) => entry.exports.has(name)).map((entry) => `import type { ${name} } from '${entry.name}';`);
    }
    return doc;
  }

  function extractSelectors(): ApiDoc {
    const seen = new Map<string, ApiProp>();
    for (const pkg of packages) {
      for (const [name, exported] of pkg.exports) {
        if (!/^grid[A-Za-z0-9]*Selector$/.test(name) || seen.has(name)) continue;
        const symbol = resolve(exported);
        if (!(symbol.flags & ts.SymbolFlags.Value)) continue;
        const signature = checker.getTypeOfSymbol(symbol).getCallSignatures()[0];
        if (!signature) continue;
        const doc = readJsDoc(symbol.declarations?.[0]);
        if (doc.tags.has('ignore') || doc.tags.has('internal')) continue;
        const plan = planOf(pkg.name);
        const selector: ApiProp = {
          name,
          type: printType(signature.getReturnType(), checker, { dropUndefined: false }),
          description: plainReferences(doc.description),
          required: false,
          ...(doc.tags.has('deprecated') ? { deprecated: doc.tags.get('deprecated') || 'Deprecated.' } : {}),
          ...(plan ? { plan } : {}),
        };
        seen.set(name, selector);
      }
    }
    const props = [...seen.values()].sort((a, b) => a.name.localeCompare(b.name));
    return {
      name: 'Selectors',
      packageName: PACKAGES[0],
      // Read with `useGridSelector(apiRef, selector)`, or called with `apiRef` itself.
      importPaths: [`import { gridRowsLookupSelector, useGridSelector } from '${PACKAGES[0]}';`],
      description: '',
      membersTitle: 'Selectors',
      props,
      classes: [],
      slots: [],
      cssComponent: false,
      demos: [],
    };
  }

  return { extractComponent, extractInterface, extractSelectors };
}

/** The grid's comments name types as `[[GridColDef]]` (a TypeDoc link of theirs): shown as code. */
export function plainReferences(text: string): string {
  return text.replace(/\[\[([A-Za-z0-9_.]+)\]\]/g, '`$1`');
}

const plainDescription = (entry: ApiProp): ApiProp => ({ ...entry, description: plainReferences(entry.description) });

/** A member absent from the smaller plans' sets needs the plan of the first set that lacks it. */
function markPlan(member: ApiProp, smaller: ReadonlySet<string>[]): ApiProp {
  const plans = ['pro', 'premium'] as const;
  if (smaller.length === 0 || smaller[0].has(member.name)) return member;
  // Missing from the community set: Pro if the Pro set (when given) has it, else Premium.
  const plan = smaller.length > 1 && !smaller[1].has(member.name) ? plans[1] : plans[0];
  return { ...member, plan };
}

/** The Data Grid's documented names as one extractor, for the site's generated API pages. */
export function createGridApiExtractor(resolvePackage: (name: string) => string): ApiExtractor {
  const grid = createGridExtractor(resolvePackage);
  const components: readonly string[] = GRID_COMPONENTS;
  const interfaces: readonly string[] = GRID_INTERFACES;
  return {
    listComponents: () => [...components, ...interfaces, 'Selectors'],
    extract(name) {
      if (components.includes(name)) return grid.extractComponent(name);
      if (interfaces.includes(name)) return grid.extractInterface(name);
      if (name === 'Selectors') return grid.extractSelectors();
      throw new Error(`the Data Grid documents no ${name}`);
    },
  };
}
