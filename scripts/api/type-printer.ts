import ts from 'typescript';

const printer = ts.createPrinter({ removeComments: true });

/** How to print a prop's type. */
export interface PrintOptions {
  /** Leave out a top-level `| undefined`: an optional prop accepts it anyway (emitted d.ts spell it out). */
  dropUndefined?: boolean;
}

/** Prints a declared type readably: one line, no comments, `OverridableStringUnion<U, O>` shown as `U`. */
export function printTypeNode(node: ts.TypeNode, checker: ts.TypeChecker, options: PrintOptions = {}): string {
  const sourceFile = node.getSourceFile();
  const rewritten = ts.transform(node, [
    (context) => (root) => rewrite(root, { context, checker, dropUndefined: options.dropUndefined ?? false }, true) as ts.TypeNode,
  ]);
  const text = printer.printNode(ts.EmitHint.Unspecified, rewritten.transformed[0], sourceFile);
  rewritten.dispose();
  return normaliseWhitespace(text);
}

/** Prints a type the checker computed, for props declared without a type node (mapped types, methods). */
export function printType(type: ts.Type, checker: ts.TypeChecker, options: PrintOptions = {}): string {
  const flags = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope;
  // The checker writes string literals with double quotes; declarations in MUI use single ones.
  let text = normaliseWhitespace(checker.typeToString(type, undefined, flags)).replace(/"([^"'\\]*)"/g, "'$1'");
  if (options.dropUndefined) {
    // The checker puts `undefined` last in a union, and spells it out on optional object members.
    text = text.replace(/ \| undefined$/, '').replace(/(\?: [^;{}]*?) \| undefined(?=;| \})/g, '$1');
  }
  return unwrapParentheses([...new Set(splitUnion(unwrapOverridable(text)))].join(' | '));
}

/** Splits a printed type at its top-level `|` (not inside brackets or quotes); exported for tests. */
export function splitUnion(text: string): string[] {
  return splitTopLevel(text, '|');
}

// The checker prints aliases by name: `OverridableStringUnion<'a' | 'b', Overrides>` becomes `'a' | 'b'`
// here too (see `rewrite` for declared types).
function unwrapOverridable(text: string): string {
  const marker = 'OverridableStringUnion<';
  const start = text.indexOf(marker);
  if (start === -1) return text;
  let depth = 1;
  let end = start + marker.length;
  for (; end < text.length && depth > 0; end += 1) {
    if (text[end] === '<') depth += 1;
    else if (text[end] === '>' && text[end - 1] !== '=') depth -= 1;
  }
  const [values] = splitTopLevel(text.slice(start + marker.length, end - 1), ',');
  return unwrapOverridable(text.slice(0, start) + values + text.slice(end));
}

function splitTopLevel(text: string, separator: string): string[] {
  const members: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quote) {
      if (char === quote) quote = '';
    } else if (char === "'" || char === '"' || char === '`') quote = char;
    else if ('([{<'.includes(char)) depth += 1;
    else if (')]}>'.includes(char) && text[index - 1] !== '=') depth -= 1;
    else if (char === separator && depth === 0) {
      members.push(text.slice(start, index).trim());
      start = index + 1;
    }
  }
  members.push(text.slice(start).trim());
  return members;
}

// `((event) => void) | undefined` loses its `| undefined` above; the parentheses it needed go too.
function unwrapParentheses(text: string): string {
  if (!text.startsWith('(') || !text.endsWith(')')) return text;
  let depth = 0;
  for (let index = 0; index < text.length; index += 1) {
    if (text[index] === '(') depth += 1;
    else if (text[index] === ')') depth -= 1;
    if (depth === 0 && index < text.length - 1) return text;
  }
  return text.slice(1, -1);
}

/** Collapses the line breaks and indentation the printer adds inside object types. */
export function normaliseWhitespace(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/^\| /, '')
    .replace(/([<([]) /g, '$1')
    .replace(/ ([>)\]])/g, '$1')
    .replace(/;? }/g, ' }')
    .trim();
}

interface RewriteState {
  context: ts.TransformationContext;
  checker: ts.TypeChecker;
  dropUndefined: boolean;
}

// `topLevel` is true for the prop's own type and its top-level union members: only there is a bare
// type parameter replaced by its constraint, since nested (`option: T`) it reads better by name.
function rewrite(node: ts.Node, state: RewriteState, topLevel: boolean): ts.Node {
  const { factory } = state.context;
  if (ts.isTypeReferenceNode(node)) {
    const name = ts.isIdentifier(node.typeName) ? node.typeName.text : node.typeName.right.text;
    // `OverridableStringUnion<'a' | 'b', Overrides>`: the overrides interface is empty until a theme
    // augments it, so the first argument is the documented set of values.
    if (name === 'OverridableStringUnion' && node.typeArguments?.length) {
      return rewrite(node.typeArguments[0], state, topLevel);
    }
    // `NonNullable<React.HTMLAttributes<any>['tabIndex']>` is just `number`.
    if (name === 'NonNullable') {
      const resolved = resolveInPlace(node, state, topLevel);
      if (resolved) return resolved;
    }
    if (topLevel) {
      const constraint = typeParameterConstraint(node, state.checker, state.dropUndefined);
      if (constraint === null) return factory.createKeywordTypeNode(ts.SyntaxKind.AnyKeyword);
      // The constraint is printed on its own: it may come from another file than the one being printed.
      if (constraint !== undefined) return factory.createTypeReferenceNode(factory.createIdentifier(constraint));
    }
  }
  if (ts.isUnionTypeNode(node)) {
    // Flatten unions produced by rewriting members, so no `a | (b | c)` parentheses appear.
    let members = node.types.flatMap((member) => {
      const next = rewrite(member, state, topLevel) as ts.TypeNode;
      return ts.isUnionTypeNode(next) ? [...next.types] : [next];
    });
    if (members.some((member) => member.kind === ts.SyntaxKind.AnyKeyword)) {
      return factory.createKeywordTypeNode(ts.SyntaxKind.AnyKeyword);
    }
    if ((topLevel && state.dropUndefined) || isOptionalMemberType(node)) {
      members = members.filter((member) => member.kind !== ts.SyntaxKind.UndefinedKeyword);
    }
    return members.length === 1 ? members[0] : factory.createUnionTypeNode(members);
  }
  if (ts.isParenthesizedTypeNode(node)) {
    return factory.updateParenthesizedType(node, rewrite(node.type, state, topLevel) as ts.TypeNode);
  }
  const method = bivariantMethod(node);
  if (method) {
    // `{ bivarianceHack(event, reason): void }['bivarianceHack']` is how React types declare a handler
    // with bivariant parameters; readers only need the function type.
    const parameters = method.parameters.map((parameter) => rewrite(parameter, state, false) as ts.ParameterDeclaration);
    const returns = method.type
      ? (rewrite(method.type, state, false) as ts.TypeNode)
      : factory.createKeywordTypeNode(ts.SyntaxKind.VoidKeyword);
    return factory.createFunctionTypeNode(undefined, parameters, returns);
  }
  if (ts.isIndexedAccessTypeNode(node)) {
    const resolved = resolveInPlace(node, state, topLevel);
    if (resolved) return resolved;
  }
  return ts.visitEachChild(node, (child) => rewrite(child, state, false), state.context);
}

// Whether a node is the type of an optional member of an object type (`{ root?: X | undefined }`).
function isOptionalMemberType(node: ts.TypeNode): boolean {
  return node.pos >= 0 && ts.isPropertySignature(node.parent) && node.parent.questionToken !== undefined;
}

// Longer resolutions (whole handler signatures with generics) read worse than the reference.
const maxResolvedLength = 120;

// `SwitchBaseProps['checked']` says where a type comes from, not what it is: show the resolved type
// (`boolean`) when it is short and concrete.
function resolveInPlace(node: ts.TypeNode, state: RewriteState, topLevel: boolean): ts.TypeNode | undefined {
  if (node.pos < 0) return undefined;
  const type = state.checker.getTypeFromTypeNode(node);
  if (type.flags & (ts.TypeFlags.TypeParameter | ts.TypeFlags.IndexedAccess | ts.TypeFlags.Any)) return undefined;
  const parent = node.parent;
  // Resolving `Props['key']` of an optional key adds `| undefined`, which an optional member implies.
  const text = printType(type, state.checker, { dropUndefined: (topLevel && state.dropUndefined) || isOptionalMemberType(node) });
  // Unresolvable (`NonNullable<ReactNode>` stays generic) or emptied (`NonNullable<unknown>` is `{}`):
  // the declared text says more.
  if (text.length > maxResolvedLength || text.includes('NonNullable<') || text === '{}') return undefined;
  // The resolved text replaces a single reference, so it needs parentheses where a union or a function
  // type would otherwise bind differently (`X['y'][]`, `X['onChange'] | 'auto'`).
  const isFunction = text.includes('=>');
  const tight = ts.isArrayTypeNode(parent) || ts.isIntersectionTypeNode(parent) || ts.isTypeOperatorNode(parent);
  const wrap = (tight && (isFunction || splitUnion(text).length > 1)) || (ts.isUnionTypeNode(parent) && isFunction);
  const { factory } = state.context;
  return factory.createTypeReferenceNode(factory.createIdentifier(wrap ? `(${text})` : text));
}

// The method of `{ name(…): R }['name']`, the bivariance idiom; undefined for any other node.
function bivariantMethod(node: ts.Node): ts.MethodSignature | undefined {
  if (!ts.isIndexedAccessTypeNode(node) || !ts.isTypeLiteralNode(node.objectType)) return undefined;
  if (!ts.isLiteralTypeNode(node.indexType) || !ts.isStringLiteral(node.indexType.literal)) return undefined;
  const [member, ...rest] = node.objectType.members;
  const key = node.indexType.literal.text;
  if (rest.length > 0 || !member || !ts.isMethodSignature(member) || !ts.isIdentifier(member.name) || member.name.text !== key)
    return undefined;
  return member;
}

// The printed constraint of a type parameter reference (`RootComponent extends React.ElementType`),
// null for an unconstrained one, undefined when the reference is not to a type parameter.
function typeParameterConstraint(node: ts.TypeReferenceNode, checker: ts.TypeChecker, dropUndefined: boolean): string | null | undefined {
  if (node.pos < 0) return undefined;
  const symbol = checker.getSymbolAtLocation(node.typeName);
  const declaration = symbol?.declarations?.[0];
  if (!declaration || !ts.isTypeParameterDeclaration(declaration)) return undefined;
  return declaration.constraint ? printTypeNode(declaration.constraint, checker, { dropUndefined }) : null;
}
