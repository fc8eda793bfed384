import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { needsProgramOfItsOwn, transpileModules } from './transpile-modules';

const OPTIONS = { jsx: ts.JsxEmit.Preserve, target: ts.ScriptTarget.ESNext, module: ts.ModuleKind.ESNext, removeComments: false };

// What could tell one program of many files from a program per file: imports only some of which are values, a
// re-export TypeScript cannot see the kind of, enums, a JSX element, a global declaration, and a script.
const SOURCES: Record<string, string> = {
  '/demos/Types.tsx': `import * as React from 'react';
import Box, { type BoxProps } from '@mui/material/Box';
import { GridColDef, DataGrid } from '@mui/x-data-grid';
import type { Theme } from '@mui/material/styles';

interface Row { id: number; name: string }
const columns: GridColDef<Row>[] = [{ field: 'name' }];

export default function Demo(props: BoxProps & { theme?: Theme }) {
  // A comment that stays.
  return <Box {...props}><DataGrid<Row> rows={[]} columns={columns} /></Box>;
}
`,
  '/demos/ReExports.ts': `export { GridColDef } from '@mui/x-data-grid';
export type { Theme } from '@mui/material/styles';
import { Shape } from './shapes';
export const shape = Shape;
`,
  '/demos/Enums.tsx': `enum Direction { Up = 1, Down }
const enum Inline { A = 'a' }
export const values = [Direction.Up, Inline.A];
export abstract class Base<T> { protected abstract value: T; constructor(private readonly name: string) {} }
`,
  '/demos/Global.tsx': `declare global { interface Window { demo?: string } }
export const demo = window.demo as string | undefined;
`,
  '/demos/script.ts': `const notAModule: number = 1;
function f(this: Window, x?: number): void {}
`,
};

const inputs = Object.entries(SOURCES).map(([fileName, source]) => ({ fileName, source }));

describe('transpileModules', () => {
  it("gives each file transpileModule's output", () => {
    const outputs = transpileModules(inputs, OPTIONS);
    inputs.forEach(({ fileName, source }, index) => {
      expect(outputs[index]).toBe(ts.transpileModule(source, { fileName, compilerOptions: OPTIONS }).outputText);
    });
    // Type-only imports gone, the value import kept, the re-export TypeScript cannot see through kept.
    expect(outputs[0]).not.toMatch(/GridColDef|Theme|BoxProps/);
    expect(outputs[0]).toMatch(/import \{ DataGrid \} from '@mui\/x-data-grid'/);
    expect(outputs[1]).toMatch(/export \{ GridColDef \}/);
  });

  it('leaves scripts and global declarations to a program of their own', () => {
    expect(needsProgramOfItsOwn(SOURCES['/demos/Global.tsx'])).toBe(true);
    expect(needsProgramOfItsOwn(SOURCES['/demos/Types.tsx'])).toBe(false);
  });
});
