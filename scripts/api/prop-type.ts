import ts from 'typescript';
import { printType, printTypeNode } from './type-printer';

/**
 * The printed types a prop symbol gets from its closest declarations. `Omit<A | B, K>` merges A's and
 * B's declarations into one symbol whose type is their union, so each is shown; an intersection's
 * duplicate declarations are shown by the first.
 */
export function propTypeTexts(
  symbol: ts.Symbol,
  declarations: ts.Declaration[],
  checker: ts.TypeChecker,
  optional: boolean,
  instantiated = false,
): string[] {
  const types = [...new Set(declarations.map((declaration) => declaredType(symbol, declaration, checker, optional, instantiated)))];
  const type = checker.getNonNullableType(checker.getTypeOfSymbol(symbol));
  return type.isUnion() ? types : types.slice(0, 1);
}

function declaredType(
  symbol: ts.Symbol,
  declaration: ts.Declaration,
  checker: ts.TypeChecker,
  optional: boolean,
  instantiated: boolean,
): string {
  // `instantiated` (MUI X): shared prop types are written over type parameters the component fixes
  // (`onViewChange?: (view: TView) => void` is `(view: DateView) => void` on DatePicker): show the fixed ones.
  const typeNode = (declaration as ts.Declaration & { type?: ts.TypeNode }).type;
  if (instantiated && typeNode && mentionsContainerParameter(typeNode, checker)) {
    return printType(checker.getTypeOfSymbolAtLocation(symbol, declaration), checker, { dropUndefined: optional });
  }
  if ((ts.isPropertySignature(declaration) || ts.isPropertyDeclaration(declaration)) && declaration.type) {
    // A helper type's text (`slots?: Slots` in `CreateSlotsAndSlotProps<Slots, K>`) means nothing on
    // the component's page; once instantiated with concrete types, the checker's view is the one to show.
    if (!isGenericHelperText(declaration.type, checker) || mentionsTypeParameter(checker.getTypeOfSymbol(symbol), 3)) {
      return printTypeNode(declaration.type, checker, { dropUndefined: optional });
    }
  }
  // No type node (a method signature) or a helper's text: print what the checker resolved.
  return printType(checker.getTypeOfSymbolAtLocation(symbol, declaration), checker, { dropUndefined: optional });
}

function isContainerParameter(reference: ts.TypeReferenceNode, checker: ts.TypeChecker): boolean {
  const declaration = checker.getSymbolAtLocation(reference.typeName)?.declarations?.[0];
  const owner = declaration && ts.isTypeParameterDeclaration(declaration) ? declaration.parent : undefined;
  return owner !== undefined && (ts.isTypeAliasDeclaration(owner) || ts.isInterfaceDeclaration(owner));
}

// Whether a declared type names a type parameter of the interface or alias that declares it, anywhere in it.
function mentionsContainerParameter(node: ts.Node, checker: ts.TypeChecker): boolean {
  if (ts.isTypeReferenceNode(node) && isContainerParameter(node, checker)) return true;
  return node.forEachChild((child) => mentionsContainerParameter(child, checker) || undefined) ?? false;
}

// Whether a declared type only makes sense inside its generic helper: a bare type parameter of the
// declaring interface or alias (`slots?: Slots`) or a mapped type over one (`{ [P in keyof K]?: K[P] }`).
function isGenericHelperText(node: ts.TypeNode, checker: ts.TypeChecker): boolean {
  if (ts.isTypeReferenceNode(node)) return !node.typeArguments && isContainerParameter(node, checker);
  if (!ts.isMappedTypeNode(node)) return false;
  let found = false;
  node.forEachChild(function visit(child) {
    if (ts.isTypeReferenceNode(child) && isContainerParameter(child, checker)) found = true;
    if (!found) child.forEachChild(visit);
  });
  return found;
}

// Whether a resolved type still depends on type parameters, in which case the declared text reads better.
function mentionsTypeParameter(type: ts.Type, depth: number): boolean {
  if (type.flags & ts.TypeFlags.TypeParameter) return true;
  if (depth === 0) return false;
  const parts = type.isUnionOrIntersection() ? type.types : (type.aliasTypeArguments ?? []);
  return parts.some((part) => mentionsTypeParameter(part, depth - 1));
}
