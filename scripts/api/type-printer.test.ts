import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { normaliseWhitespace, printTypeNode, splitUnion } from './type-printer';

// A one-file program without lib files: enough for the checker to resolve the declarations below.
function printProp(source: string, prop: string, dropUndefined = false): string {
  const fileName = '/virtual/props.ts';
  const options: ts.CompilerOptions = { noLib: true, types: [], strict: true };
  const host = ts.createCompilerHost(options);
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.ES2022, true);
  host.getSourceFile = (name) => (name === fileName ? file : undefined);
  host.fileExists = (name) => name === fileName;
  const checker = ts.createProgram([fileName], options, host).getTypeChecker();
  let found: ts.TypeNode | undefined;
  file.forEachChild(function visit(node) {
    if (ts.isPropertySignature(node) && node.name.getText() === prop && node.type) found = node.type;
    node.forEachChild(visit);
  });
  if (!found) throw new Error(`no prop ${prop}`);
  return printTypeNode(found, checker, { dropUndefined });
}

const helpers = `
type OverridableStringUnion<T extends string | number, U = {}> = T | Extract<keyof U, string>;
interface ColorOverrides {}
`;

describe('printTypeNode', () => {
  it('shows the values of an OverridableStringUnion', () => {
    const source = `${helpers}
interface P {
  color?: OverridableStringUnion<
    'inherit' | 'primary',
    ColorOverrides
  >;
  sizes?: OverridableStringUnion<'small' | 'large', ColorOverrides>[];
}`;
    expect(printProp(source, 'color')).toBe("'inherit' | 'primary'");
    expect(printProp(source, 'sizes')).toBe("('small' | 'large')[]");
  });

  it('prints object types on one line without their comments', () => {
    const source = `interface P {
  slots?: {
    /** The root. */
    root?: string;
    // The badge.
    badge?: number;
  };
}`;
    expect(printProp(source, 'slots')).toBe('{ root?: string; badge?: number }');
  });

  it('replaces a bare type parameter by its constraint, or any', () => {
    const source = `
interface Generic<C extends 'a' | 'b' | undefined, V> {
  mode?: C;
  value?: V | '';
  onChange?: (value: V) => void;
}`;
    expect(printProp(source, 'mode', true)).toBe("'a' | 'b'");
    expect(printProp(source, 'value')).toBe('any');
    expect(printProp(source, 'onChange')).toBe('(value: V) => void');
  });

  it('turns the bivariance idiom into a function type', () => {
    const source = `interface P {
  onClose?: { bivarianceHack(event: {}, reason: 'backdropClick' | 'escapeKeyDown'): void }['bivarianceHack'];
}`;
    expect(printProp(source, 'onClose')).toBe("(event: {}, reason: 'backdropClick' | 'escapeKeyDown') => void");
  });

  it('drops `| undefined` from optional props and members', () => {
    const source = `interface P {
  size?: number | undefined;
  value: number | undefined;
  slots?: { root?: string | undefined };
}`;
    expect(printProp(source, 'size', true)).toBe('number');
    // A required prop that accepts `undefined` says so.
    expect(printProp(source, 'value', false)).toBe('number | undefined');
    expect(printProp(source, 'slots', true)).toBe('{ root?: string }');
  });

  it('resolves short indexed access types', () => {
    const source = `
interface BaseProps { checked?: boolean; timeout?: number | { enter?: number; exit?: number } }
interface P {
  checked?: BaseProps['checked'];
  duration?: BaseProps['timeout'] | 'auto';
}`;
    expect(printProp(source, 'checked', true)).toBe('boolean');
    expect(printProp(source, 'duration', true)).toBe("number | { enter?: number; exit?: number } | 'auto'");
  });
});

describe('splitUnion and normaliseWhitespace', () => {
  it('splits only at top-level bars', () => {
    expect(splitUnion("'a' | ((x: 'b' | 'c') => void) | { d: 'e' | 'f' } | '|'")).toEqual([
      "'a'",
      "((x: 'b' | 'c') => void)",
      "{ d: 'e' | 'f' }",
      "'|'",
    ]);
  });

  it('collapses printer layout', () => {
    expect(normaliseWhitespace('{\n    root?: string;\n    badge?: number;\n}')).toBe('{ root?: string; badge?: number }');
    expect(normaliseWhitespace('| "a"\n  | "b"')).toBe('"a" | "b"');
  });
});
