import { describe, expect, it } from 'vitest';
import { bootOrder, type OutputGraph } from './boot-order';

const statically = (...paths: string[]) => paths.map((path) => ({ path, kind: 'import-statement' }));

// The shape of a real boot: React DOM's stage is a small wrapper around React DOM's chunk; the shell imports
// Material UI's shared chunk, which imports React DOM's, and both share a small glue chunk.
const outputs: OutputGraph = {
  'react-dom-client.js': { bytes: 113, imports: statically('react-dom.js') },
  'react-dom.js': { bytes: 130_000, imports: statically('glue.js') },
  'glue.js': { bytes: 300, imports: [] },
  'material.js': { bytes: 90_000, imports: statically('react-dom.js', 'glue.js') },
  'app-start.js': { bytes: 70_000, imports: [...statically('material.js', 'glue.js'), { path: 'lazy-ui.js', kind: 'dynamic-import' }] },
  'lazy-ui.js': { bytes: 60_000, imports: [] },
};

describe('bootOrder', () => {
  it('lists every large chunk after the chunks it imports, stage by stage, ending with the last stage', () => {
    expect(bootOrder(outputs, ['react-dom-client.js', 'app-start.js'], 4096)).toEqual([
      'react-dom.js',
      'react-dom-client.js',
      'material.js',
      'app-start.js',
    ]);
  });

  it('leaves small files to the larger file that imports them, and never follows dynamic imports', () => {
    const order = bootOrder(outputs, ['react-dom-client.js', 'app-start.js'], 0);
    expect(order).toEqual(['glue.js', 'react-dom.js', 'react-dom-client.js', 'material.js', 'app-start.js']);
    expect(order).not.toContain('lazy-ui.js');
  });

  it('gives every stage a task of its own even when it is small: its evaluation may run a large CommonJS factory', () => {
    const tiny: OutputGraph = { ...outputs, 'app-start.js': { bytes: 50, imports: statically('material.js') } };
    expect(bootOrder(tiny, ['react-dom-client.js', 'app-start.js'], 4096)).toEqual([
      'react-dom.js',
      'react-dom-client.js',
      'material.js',
      'app-start.js',
    ]);
  });
});
