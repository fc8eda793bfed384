import { relative } from 'node:path';
import ts from 'typescript';
import { type JsDocInfo, readJsDoc } from './jsdoc';
import { propTypeTexts } from './prop-type';
import type { ApiProp } from './types';

/** Where a prop is declared, relative to the component being documented. */
export type PropOrigin =
  | { kind: 'own' } // the component's folder
  | { kind: 'shared' } // a non-component helper (internal/, useAutocomplete/, another @mui package)
  | { kind: 'inherited'; component: string } // another component's folder: documented on that page
  | { kind: 'plumbing' } // OverridableComponent, StandardProps, @mui/types: className, style, component
  | { kind: 'external' }; // React's DOM attributes, react-transition-group

/** What `collectProps` needs to know about the package layout. */
export interface PropsContext {
  checker: ts.TypeChecker;
  packageDir: string;
  componentDir: string;
  componentFolders: ReadonlySet<string>;
  /** Print the types the component instantiates rather than the shared declarations' type parameters (MUI X). */
  instantiated?: boolean;
}

/** The documented props of a component, and the other components whose props it also accepts. */
export interface CollectedProps {
  props: ApiProp[];
  /** The symbols behind `props`, for callers that look further into a prop's type (`slots`). */
  symbols: Map<string, ts.Symbol>;
  inheritedCounts: Map<string, number>;
}

// React's own props are never part of a component's API table.
const reactProps = new Set(['ref', 'key']);

/** Classifies a declaration file; exported for tests. */
export function classifyFile(fileName: string, context: Omit<PropsContext, 'checker'>): PropOrigin {
  const inside = (dir: string) => fileName.startsWith(dir + '/');
  if (inside(context.componentDir)) return { kind: 'own' };
  if (inside(context.packageDir)) {
    const [folder, ...rest] = relative(context.packageDir, fileName).split('/');
    if (rest.length === 0 || folder === 'styles') return { kind: 'plumbing' };
    if (context.componentFolders.has(folder)) return { kind: 'inherited', component: folder };
    return { kind: 'shared' };
  }
  const scope = /\/node_modules\/(@[^/]+\/[^/]+|[^/]+)\//.exec(fileName)?.[1];
  if (scope === '@mui/types') return { kind: 'plumbing' };
  if (scope?.startsWith('@mui/')) return { kind: 'shared' };
  return { kind: 'external' };
}

/** The call (or construct) signatures of a component, looking inside `JSXElementConstructor`-style unions. */
export function componentSignatures(type: ts.Type): readonly ts.Signature[] {
  const direct = [...type.getCallSignatures(), ...type.getConstructSignatures()];
  if (direct.length > 0 || !type.isUnion()) return direct;
  return type.types.flatMap((member) => [...member.getCallSignatures(), ...member.getConstructSignatures()]);
}

/** The props a component documents, from the first parameter of its signatures. */
export function collectProps(componentType: ts.Type, context: PropsContext): CollectedProps {
  const { checker } = context;
  const signatures = componentSignatures(componentType);
  const inheritedCounts = new Map<string, number>();
  const props = new Map<string, ApiProp>();
  const symbols = new Map<string, ts.Symbol>();
  // The last signature is the plain one (`OverridableComponent` and `ExtendButtonBase` list the
  // `component`/`href` overloads first); earlier ones only contribute the `component` prop.
  const ordered = [...signatures].reverse();
  ordered.forEach((signature, index) => {
    for (const [name, variants] of parameterProperties(signature, checker)) {
      if (props.has(name) || reactProps.has(name)) continue;
      if (index > 0 && name !== 'component') continue;
      const declarations = rankDeclarations(variants, context);
      const origin = declarations[0]?.origin;
      if (!origin || origin.kind === 'external') continue;
      if (origin.kind === 'inherited') {
        if (index === 0) inheritedCounts.set(origin.component, (inheritedCounts.get(origin.component) ?? 0) + 1);
        continue;
      }
      if (origin.kind === 'plumbing' && name !== 'component') continue;
      const prop = toApiProp(name, variants, declarations, checker, context.instantiated);
      if (!prop) continue;
      // `component` is required only in the overload that exists to accept it.
      if (index > 0) prop.required = false;
      props.set(name, prop);
      symbols.set(name, variants[0].symbol);
    }
  });
  return { props: [...props.values()].sort(byName), symbols, inheritedCounts };
}

/** Case-insensitive name order (`inputProps` next to `InputProps`), ties broken by the raw name. */
export function byName(a: { name: string }, b: { name: string }): number {
  const x = a.name.toLowerCase();
  const y = b.name.toLowerCase();
  if (x !== y) return x < y ? -1 : 1;
  return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
}

// One prop as each member of a props union (TextField's filled/outlined/standard) declares it.
interface PropVariant {
  symbol: ts.Symbol;
  optional: boolean;
}

function parameterProperties(signature: ts.Signature, checker: ts.TypeChecker): Map<string, PropVariant[]> {
  const parameter = signature.getParameters()[0];
  return parameter ? typeProperties(checker.getTypeOfSymbol(parameter), checker) : new Map();
}

/**
 * The members of an interface or type (MUI X's `GridColDef`, `GridApi`), documented like props: every
 * member of every union member, declarations ranked as for props, sorted by name.
 */
export function collectMembers(type: ts.Type, context: PropsContext): ApiProp[] {
  const members: ApiProp[] = [];
  for (const [name, variants] of typeProperties(type, context.checker)) {
    const declarations = rankDeclarations(variants, context);
    if (!declarations[0] || declarations[0].origin.kind === 'external') continue;
    const member = toApiProp(name, variants, declarations, context.checker, context.instantiated);
    if (member) members.push(member);
  }
  return members.sort(byName);
}

function typeProperties(type: ts.Type, checker: ts.TypeChecker): Map<string, PropVariant[]> {
  const found = new Map<string, PropVariant[]>();
  const members = type.isUnion() ? type.types : [type];
  for (const member of members) {
    for (const symbol of checker.getPropertiesOfType(member)) {
      const optional = (symbol.flags & ts.SymbolFlags.Optional) !== 0;
      found.set(symbol.name, [...(found.get(symbol.name) ?? []), { symbol, optional }]);
    }
  }
  // A prop some members lack is optional overall, whatever the members that have it say.
  for (const variants of found.values()) {
    if (variants.length < members.length) for (const variant of variants) variant.optional = true;
  }
  return found;
}

interface RankedDeclaration {
  declaration: ts.Declaration;
  symbol: ts.Symbol;
  origin: PropOrigin;
}

// A prop merged from several declarations (`href` on both Button and ButtonBase) is described by the
// closest one: own folder first, then shared helpers, then the rest in declaration order.
function rankDeclarations(variants: PropVariant[], context: PropsContext): RankedDeclaration[] {
  const rank: Record<PropOrigin['kind'], number> = { own: 0, shared: 1, plumbing: 2, inherited: 3, external: 4 };
  return variants
    .flatMap(({ symbol }) =>
      (symbol.declarations ?? []).map((declaration) => ({
        declaration,
        symbol,
        origin: classifyFile(declaration.getSourceFile().fileName, context),
      })),
    )
    .sort((a, b) => rank[a.origin.kind] - rank[b.origin.kind]);
}

function toApiProp(
  name: string,
  variants: PropVariant[],
  declarations: RankedDeclaration[],
  checker: ts.TypeChecker,
  instantiated = false,
): ApiProp | undefined {
  const docs = declarations.map(({ declaration }) => readJsDoc(declaration));
  const doc =
    docs.find((entry) => entry.description || entry.tags.size > 0) ?? borrowedDoc(declarations[0].declaration, checker) ?? docs[0];
  // `@ignore` marks props kept for typing only (className on some components, internal callbacks).
  if (doc.tags.has('ignore') || doc.tags.has('internal')) return undefined;
  // Undocumented props of helpers (SwitchBase's `autoFocus`, `tabIndex`) are typing leftovers, not API;
  // the component's own declarations and `sx` stay even when their comment is missing.
  const undocumented = !doc.description && doc.tags.size === 0;
  if (undocumented && declarations[0].origin.kind !== 'own' && name !== 'sx') return undefined;
  const required = variants.every((variant) => !variant.optional);
  // Union members may type a prop differently (`InputProps` per TextField variant): show each once.
  const types = new Set(
    variants.flatMap(({ symbol }) => {
      const own = declarations.filter((entry) => entry.symbol === symbol);
      const closest = own.filter((entry) => entry.origin.kind === own[0].origin.kind).map((entry) => entry.declaration);
      return propTypeTexts(symbol, closest, checker, !required, instantiated);
    }),
  );
  const prop: ApiProp = { name, type: [...types].join(' | '), description: doc.description, required };
  const fallback = doc.tags.get('default');
  if (fallback) prop.default = fallback;
  if (doc.tags.has('deprecated')) prop.deprecated = doc.tags.get('deprecated') || 'Deprecated.';
  return prop;
}

// `onClose?: ModalProps['onClose']` re-declares a prop by reference: its comment is on the original.
function borrowedDoc(declaration: ts.Declaration, checker: ts.TypeChecker): JsDocInfo | undefined {
  if (!ts.isPropertySignature(declaration) || !declaration.type || !ts.isIndexedAccessTypeNode(declaration.type)) {
    return undefined;
  }
  const { objectType, indexType } = declaration.type;
  if (!ts.isLiteralTypeNode(indexType) || !ts.isStringLiteral(indexType.literal)) return undefined;
  const original = checker.getTypeFromTypeNode(objectType).getProperty(indexType.literal.text);
  const doc = readJsDoc(original?.declarations?.[0]);
  return doc.description ? doc : undefined;
}
