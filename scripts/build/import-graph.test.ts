import type { Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { exactFilter, importGraphOf, resolutionTable, sharedReach, specifiersOf } from './import-graph';

const input = (imports: Metafile['inputs'][string]['imports']) => ({ bytes: 1, imports });
const metafile: Metafile = {
  inputs: {
    'pages/a.js': input([
      { path: 'demos/A.tsx', kind: 'import-statement', original: '../demos/A.tsx' },
      { path: 'node_modules/react/index.js', kind: 'import-statement', original: 'react' },
    ]),
    'pages/b.js': input([{ path: 'demos/B.tsx', kind: 'import-statement', original: '../demos/B.tsx' }]),
    'demos/A.tsx': input([
      { path: 'node_modules/lib/shared.js', kind: 'import-statement', original: 'lib/shared' },
      { path: 'exceljs', kind: 'dynamic-import', external: true },
    ]),
    'demos/B.tsx': input([{ path: 'node_modules/lib/own.js', kind: 'import-statement', original: 'lib/own' }]),
    'node_modules/lib/own.js': input([{ path: 'node_modules/lib/shared.js', kind: 'require-call', original: './shared' }]),
    'node_modules/lib/shared.js': input([{ path: 'node_modules/lib/deep.js', kind: 'import-statement', original: './deep' }]),
    'node_modules/lib/deep.js': input([]),
    'node_modules/react/index.js': input([]),
  },
  outputs: {},
};

describe('import graph', () => {
  const graph = importGraphOf(metafile);

  it('answers each resolution as written, external ones as null', () => {
    const table = resolutionTable(graph);
    expect(table.get('demos/A.tsx', 'import-statement', 'lib/shared')).toBe('node_modules/lib/shared.js');
    expect(table.get('node_modules/lib/own.js', 'require-call', './shared')).toBe('node_modules/lib/shared.js');
    expect(table.get('demos/A.tsx', 'dynamic-import', 'exceljs')).toBeNull();
    expect(table.get('demos/A.tsx', 'require-call', 'lib/shared')).toBeUndefined();
  });

  it('walks from the entries without going into shared files', () => {
    const shared = new Set(['node_modules/lib/shared.js', 'node_modules/unused.js']);
    const reach = sharedReach(graph, ['pages/a.js', 'pages/b.js'], shared);
    expect([...reach.used]).toEqual(['node_modules/lib/shared.js']);
    expect([...reach.parsed].sort()).toEqual([
      'demos/A.tsx',
      'demos/B.tsx',
      'node_modules/lib/own.js',
      'node_modules/react/index.js',
      'pages/a.js',
      'pages/b.js',
    ]);
    expect(sharedReach(graph, ['pages/b.js'], new Set(['node_modules/lib/own.js'])).parsed).toEqual(new Set(['pages/b.js', 'demos/B.tsx']));
  });

  it('filters on exactly the specifiers that reach a shared file', () => {
    const specifiers = specifiersOf(graph, new Set(['node_modules/lib/shared.js']));
    expect([...specifiers].sort()).toEqual(['./shared', 'lib/shared']);
    const filter = exactFilter(specifiers);
    expect(filter.test('./shared')).toBe(true);
    expect(filter.test('lib/shared')).toBe(true);
    expect(filter.test('lib/shared/x')).toBe(false);
    expect(filter.test('./sharedx')).toBe(false);
    expect(filter.test('.Xshared')).toBe(false);
    expect(exactFilter([]).test('')).toBe(false);
    expect(exactFilter([]).test('react')).toBe(false);
  });
});
