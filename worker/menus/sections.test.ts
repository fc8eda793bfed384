import { describe, expect, it } from 'vitest';
import { findSection } from './sections';

const sections = [
  { id: 'material-ui', prefixes: ['/material-ui'] },
  { id: 'x-data-grid', prefixes: ['/x'] },
  { id: 'x-date-pickers', prefixes: ['/x/react-date-pickers'] },
  { id: 'docs', prefixes: [] },
];

describe('findSection', () => {
  it.each([
    ['/material-ui/react-button', 'material-ui'],
    ['/material-ui', 'material-ui'],
    ['/material-uix', 'docs'],
    ['/x/react-data-grid/editing', 'x-data-grid'],
    ['/x/react-date-pickers/date-picker', 'x-date-pickers'],
    ['/versions', 'docs'],
    ['/', 'docs'],
  ])('%s belongs to %s', (path, id) => {
    expect(findSection(sections, path).id).toBe(id);
  });
});
