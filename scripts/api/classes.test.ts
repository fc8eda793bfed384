import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readClassNaming, readGlobalStates, utilityClassName } from './classes';
import { createPackageProgram, listEntryFolders } from './program';

const material = fileURLToPath(new URL('../../node_modules/@mui/material', import.meta.url));

describe('readGlobalStates', () => {
  it('reads the state keys generateUtilityClass maps to `Mui-{key}` from @mui/utils', () => {
    const program = createPackageProgram(material, listEntryFolders(material).slice(0, 1));
    expect([...readGlobalStates(program)]).toEqual([
      'active',
      'checked',
      'completed',
      'disabled',
      'error',
      'expanded',
      'focused',
      'focusVisible',
      'open',
      'readOnly',
      'required',
      'selected',
    ]);
  });
});

describe('readClassNaming and utilityClassName', () => {
  const states = new Set(['disabled', 'focusVisible']);

  it('takes the component name the runtime passes to generateUtilityClasses', () => {
    const grid2 = readClassNaming(`${material}/Unstable_Grid2/grid2Classes.d.ts`, 'Unstable_Grid2', states);
    expect(grid2).toMatchObject({ componentName: 'MuiGrid2', globalStatePrefix: 'Mui' });
    expect(utilityClassName('root', grid2)).toBe('MuiGrid2-root');
    expect(utilityClassName('direction-xs-row', grid2)).toBe('MuiGrid2-direction-xs-row');
  });

  it('gives global states the shared prefix', () => {
    const button = readClassNaming(`${material}/Button/buttonClasses.d.ts`, 'Button', states);
    expect(utilityClassName('disabled', button)).toBe('Mui-disabled');
    expect(utilityClassName('focusVisible', button)).toBe('Mui-focusVisible');
    expect(utilityClassName('textPrimary', button)).toBe('MuiButton-textPrimary');
  });

  it('falls back to `Mui{Name}` without a runtime file', () => {
    expect(readClassNaming('/nowhere/fooClasses.d.ts', 'Foo', states).componentName).toBe('MuiFoo');
  });
});
