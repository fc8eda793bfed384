import { existsSync, readFileSync, readdirSync, realpathSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import ts from 'typescript';
import { componentSummary, type JsDocInfo, readJsDoc } from './jsdoc';
import { createPackageProgram } from './program';
import { propTypeTexts } from './prop-type';
import { byName } from './props';
import { printType, printTypeNode } from './type-printer';
import type { ApiProp, HookApi } from './types';

// Hook folders the package only uses internally (not exported from its main entry, not documented).
const internalHooks = new Set(['useTouchRipple']);

/** Extracts hook API docs from one package, sharing one TypeScript program between all its hooks. */
export interface HookExtractor {
  listHooks(): string[];
  extract(name: string): HookApi;
}

/** `use…` sub-folders of a package that have their own `index.d.ts` (hook candidates), sorted. */
export function listHookFolders(packageDir: string): string[] {
  return readdirSync(packageDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && /^use[A-Z]/.test(entry.name) && !internalHooks.has(entry.name))
    .filter((entry) => existsSync(join(packageDir, entry.name, 'index.d.ts')))
    .map((entry) => entry.name)
    .sort();
}

/** Builds the package's program once; every `extract` call then only walks types it already has. */
export function createHookExtractor(packageDir: string): HookExtractor {
  const root = realpathSync(packageDir);
  const packageName: string = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).name;
  const folders = listHookFolders(root);
  const program = createPackageProgram(root, folders);
  const checker = program.getTypeChecker();
  const rootExports = moduleExports(join(root, 'index.d.ts'));
  // A hook is a `use…` folder's default export (Material UI); a package that exports hooks by name
  // only (Base UI) documents each `use…` export of its main entry or of a `use…` folder that is
  // declared in a module of its own name (`useButton.d.ts`; `useTabsContext` lives in
  // `TabsContext.d.ts`, beside the internal context it reads) and not marked `@ignore`.
  const entries = new Map<string, { symbol: ts.Symbol; folder: string }>();
  for (const folder of folders) {
    const hook = defaultExport(folder);
    if (hook && signatureOf(hook)) entries.set(folder, { symbol: hook, folder });
  }
  const named = entries.size === 0;
  if (named) {
    const candidates = [...rootExports, ...folders.flatMap((folder) => moduleExports(join(root, folder, 'index.d.ts')))];
    for (const exported of candidates) {
      const name = exported.name;
      const symbol = resolveAlias(exported);
      const declaration = symbol.declarations?.[0];
      if (!/^(unstable_)?use[A-Z]/.test(name) || !declaration || entries.has(name) || !signatureOf(symbol)) continue;
      const file = realpathSync(declaration.getSourceFile().fileName);
      if (basename(file, '.d.ts') !== name.replace(/^unstable_/, '') || readJsDoc(declaration).tags.has('ignore')) continue;
      entries.set(name, { symbol, folder: relative(root, file).split('/')[0] });
    }
  }
  const hooks = [...entries.keys()].sort();

  function moduleExports(fileName: string): ts.Symbol[] {
    const sourceFile = program.getSourceFile(fileName);
    const moduleSymbol = sourceFile && checker.getSymbolAtLocation(sourceFile);
    return moduleSymbol ? checker.getExportsOfModule(moduleSymbol) : [];
  }

  function resolveAlias(symbol: ts.Symbol): ts.Symbol {
    return symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  }

  // Follows re-exports to the declaration (`useAutocomplete` lives in @mui/base).
  function defaultExport(folder: string): ts.Symbol | undefined {
    const symbol = moduleExports(join(root, folder, 'index.d.ts')).find((candidate) => candidate.name === 'default');
    return symbol && resolveAlias(symbol);
  }

  // The signature a hook documents: the last overload, the one declared for the general case.
  function signatureOf(hook: ts.Symbol): ts.Signature | undefined {
    const signatures = checker.getTypeOfSymbol(hook).getCallSignatures();
    return signatures[signatures.length - 1];
  }

  function extract(name: string): HookApi {
    const entry = entries.get(name);
    if (!entry) throw new Error(`${packageName} has no hook ${name}`);
    const hook = entry.symbol;
    const signature = signatureOf(hook)!;
    const declaration = signature.getDeclaration();
    const jsDoc = readJsDoc(hook.declarations?.[0] ?? declaration);
    const defaults = implementationDefaults(declaration.getSourceFile().fileName);
    return {
      name,
      packageName,
      importPaths: importPaths(name, hook, named ? entry.folder : undefined),
      description: componentSummary(jsDoc.description),
      parameters: signature.getParameters().flatMap((parameter) => parameterEntries(parameter, defaults)),
      returnValue: returnEntries(signature, declaration, jsDoc),
    };
  }

  function importPaths(name: string, hook: ts.Symbol, namedFrom?: string): string[] {
    const paths = [namedFrom ? `import { ${name} } from '${packageName}/${namedFrom}';` : `import ${name} from '${packageName}/${name}';`];
    // Only what the type declarations export: a name the JavaScript entry alone exports fails to type-check.
    if (rootExports.some((symbol) => symbol.name === name && resolveAlias(symbol) === hook)) {
      paths.push(`import { ${name} } from '${packageName}';`);
    }
    return paths;
  }

  // An options object is documented member by member; any other parameter (a query string) as itself.
  function parameterEntries(parameter: ts.Symbol, defaults: Map<string, string>): ApiProp[] {
    const declaration = parameter.valueDeclaration;
    const optional = declaration !== undefined && ts.isParameter(declaration) && checker.isOptionalParameter(declaration);
    const type = checker.getTypeOfSymbol(parameter);
    const members = objectMembers(type);
    if (members) {
      return members
        .flatMap((member) => memberEntry(member, defaults) ?? [])
        .map((entry) => (optional ? { ...entry, required: false } : entry))
        .sort(byName);
    }
    const typeNode = declaration && ts.isParameter(declaration) ? declaration.type : undefined;
    const entry: ApiProp = {
      name: parameter.name,
      type: typeNode
        ? printTypeNode(typeNode, checker, { dropUndefined: optional })
        : printType(type, checker, { dropUndefined: optional }),
      description: parameterDescription(declaration),
      required: !optional,
    };
    const fallback = defaults.get(parameter.name);
    if (fallback) entry.default = fallback;
    return [entry];
  }

  function returnEntries(signature: ts.Signature, declaration: ts.SignatureDeclaration, jsDoc: JsDocInfo): ApiProp[] {
    const type = signature.getReturnType();
    const members = objectMembers(type);
    if (members) return members.flatMap((member) => memberEntry(member, new Map()) ?? []).sort(byName);
    const text = declaration.type ? printTypeNode(declaration.type, checker) : printType(type, checker);
    const description = jsDoc.tags.get('returns') ?? jsDoc.tags.get('return') ?? '';
    return [{ name: 'return', type: text, description, required: true }];
  }

  // The members of a plain object type; undefined for primitives, functions, arrays and empty objects.
  function objectMembers(type: ts.Type): ts.Symbol[] | undefined {
    const target = checker.getNonNullableType(type);
    if (!(target.flags & ts.TypeFlags.Object) && !target.isIntersection()) return undefined;
    if (target.getCallSignatures().length > 0 || target.getConstructSignatures().length > 0) return undefined;
    if (checker.isArrayType(target) || checker.isTupleType(target)) return undefined;
    const members = checker.getPropertiesOfType(target);
    return members.length > 0 ? members : undefined;
  }

  function memberEntry(symbol: ts.Symbol, defaults: Map<string, string>): ApiProp | undefined {
    const declarations = symbol.declarations ?? [];
    const docs = declarations.map((declaration) => readJsDoc(declaration));
    const doc = docs.find((entry) => entry.description || entry.tags.size > 0) ?? readJsDoc(undefined);
    // `@internal` marks options kept for sibling packages (Joy UI's `unstable_classNamePrefix`).
    if (doc.tags.has('internal') || doc.tags.has('ignore')) return undefined;
    const optional = (symbol.flags & ts.SymbolFlags.Optional) !== 0;
    const types = propTypeTexts(symbol, declarations, checker, optional);
    const entry: ApiProp = {
      name: symbol.name,
      type: types.length > 0 ? types.join(' | ') : printType(checker.getTypeOfSymbol(symbol), checker, { dropUndefined: optional }),
      description: doc.description,
      required: !optional,
    };
    const fallback = doc.tags.get('default') ?? defaults.get(symbol.name);
    if (fallback) entry.default = fallback;
    if (doc.tags.has('deprecated')) entry.deprecated = doc.tags.get('deprecated') || 'Deprecated.';
    return entry;
  }

  function parameterDescription(declaration: ts.Declaration | undefined): string {
    if (!declaration || !ts.isParameter(declaration)) return '';
    const [tag] = ts.getJSDocParameterTags(declaration);
    return tag ? componentSummary(ts.getTextOfJSDocComment(tag.comment) ?? '').replace(/^-\s*/, '') : '';
  }

  return { listHooks: () => [...hooks], extract };
}

/**
 * The literal defaults a hook's implementation destructures its options with (`threshold = 100`), by
 * option name, from the JavaScript file next to its declaration file. They fill in options whose
 * declaration has no `@default` (useScrollTrigger documents none). A name destructured with different
 * literals in the file, or only with computed defaults (`= defaultTarget`), gets none.
 */
export function implementationDefaults(declarationFile: string): Map<string, string> {
  const defaults = new Map<string, string>();
  const jsFile = declarationFile.replace(/\.d\.ts$/, '.js');
  if (jsFile === declarationFile || !existsSync(jsFile)) return defaults;
  const source = ts.createSourceFile(jsFile, readFileSync(jsFile, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  const found = new Map<string, Set<string>>();
  source.forEachChild(function visit(node) {
    if (ts.isBindingElement(node) && ts.isObjectBindingPattern(node.parent) && node.initializer && !node.dotDotDotToken) {
      // `getOptionLabel: getOptionLabelProp = …` is the default of the `getOptionLabel` option.
      const key = node.propertyName ?? node.name;
      const value = literalText(node.initializer);
      if ((ts.isIdentifier(key) || ts.isStringLiteral(key)) && value !== undefined) {
        found.set(key.text, new Set([...(found.get(key.text) ?? []), value]));
      }
    }
    node.forEachChild(visit);
  });
  for (const [name, values] of found) if (values.size === 1) defaults.set(name, [...values][0]);
  return defaults;
}

// The source text of a literal default, undefined for anything computed.
function literalText(node: ts.Expression): string | undefined {
  const literalKinds = [ts.SyntaxKind.TrueKeyword, ts.SyntaxKind.FalseKeyword, ts.SyntaxKind.NullKeyword];
  if (ts.isNumericLiteral(node) || literalKinds.includes(node.kind)) return node.getText();
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return `'${node.text.replace(/'/g, "\\'")}'`;
  if (ts.isPrefixUnaryExpression(node) && node.operator === ts.SyntaxKind.MinusToken && ts.isNumericLiteral(node.operand)) {
    return node.getText();
  }
  if (ts.isArrayLiteralExpression(node) && node.elements.length === 0) return '[]';
  if (ts.isObjectLiteralExpression(node) && node.properties.length === 0) return '{}';
  return undefined;
}

const extractors = new Map<string, HookExtractor>();

function extractorFor(packageDir: string): HookExtractor {
  const key = realpathSync(packageDir);
  let extractor = extractors.get(key);
  if (!extractor) {
    extractor = createHookExtractor(key);
    extractors.set(key, extractor);
  }
  return extractor;
}

/** The API doc of one hook of the package at `packageDir` (the program is cached per package). */
export function extractHookApi(packageDir: string, name: string): HookApi {
  return extractorFor(packageDir).extract(name);
}

/** Every public hook the package exposes as a `use…` folder, sorted by name. */
export function listHooks(packageDir: string): string[] {
  return extractorFor(packageDir).listHooks();
}
