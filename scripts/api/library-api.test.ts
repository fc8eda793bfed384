import { describe, expect, it } from 'vitest';
import { type LibraryApi, replayExtractors } from './library-api';
import type { ApiDoc } from './types';

const doc = (name: string): ApiDoc => ({
  name,
  packageName: '@mui/material',
  importPaths: [],
  description: '',
  props: [],
  classes: [],
  slots: [],
  cssComponent: false,
  demos: [],
});
const library = { packageName: '@mui/material', product: 'material-ui' };
const api: LibraryApi = {
  components: ['Button', 'Chip'],
  docs: [
    ['Chip', { doc: doc('Chip') }],
    ['Nope', { error: '@mui/material has no component Nope' }],
    ['Button', { doc: doc('Button') }],
  ],
};

describe('replayExtractors', () => {
  it('gives each reference back, a copy each time, asked again or not', () => {
    const { components } = replayExtractors(library, api);
    expect(components.listComponents()).toEqual(['Button', 'Chip']);
    const chip = components.extract('Chip');
    chip.props.push({ name: 'x', type: '', description: '', required: false });
    expect(components.extract('Chip').props).toEqual([]);
    expect(() => components.extract('Nope')).toThrow('@mui/material has no component Nope');
    expect(components.extract('Button').name).toBe('Button');
  });

  it('fails when the build asks in another order than the one extracted', () => {
    const { components } = replayExtractors(library, api);
    expect(() => components.extract('Button')).toThrow(/out of step.*asked for Button, planned Chip/);
  });

  it('fails when the build asks for hooks the plan did not extract', () => {
    expect(() => replayExtractors(library, api).hooks()).toThrow(/no hooks/);
  });
});
