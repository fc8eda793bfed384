import { describe, expect, it } from 'vitest';
import type { SearchDocument } from './documents';
import { createSearchIndex, indexWords, loadSearchIndex, rankHits, serializeSearchIndex } from './engine';

let id = 0;
const doc = (fields: Partial<SearchDocument>): SearchDocument => ({
  id: id++,
  path: '/material-ui/react-button',
  anchor: '',
  library: 'material-ui',
  page: 'Button',
  title: 'Button',
  kind: 'page',
  keywords: '',
  text: '',
  excerpt: '',
  ...fields,
});

const DOCUMENTS = [
  doc({ title: 'Button', text: 'Buttons allow users to take actions.' }),
  doc({ path: '/joy-ui/react-button', library: 'joy-ui', title: 'Button', text: 'Buttons allow users to take actions.' }),
  doc({
    path: '/material-ui/api/button',
    page: 'Button API',
    title: 'disableElevation',
    kind: 'prop',
    anchor: 'prop-disableElevation',
    keywords: 'Button',
    text: 'If true, no elevation is used.',
  }),
  doc({
    path: '/material-ui/api/button',
    page: 'Button API',
    title: 'MuiButton-root',
    kind: 'class',
    anchor: 'class-root',
    keywords: 'Button root',
    text: 'Styles applied to the root element.',
  }),
  doc({
    path: '/base-ui/api/use-select',
    library: 'base-ui',
    page: 'useSelect API',
    title: 'useSelect',
    kind: 'hook',
    anchor: 'useSelect-api',
    keywords: 'hook',
    text: 'The select logic.',
  }),
  doc({ path: '/material-ui/react-snackbar', page: 'Snackbar', title: 'Snackbar', text: 'Snackbars inform users.' }),
  doc({ path: '/material-ui/api/snackbar-content', page: 'SnackbarContent API', title: 'SnackbarContent API', text: 'The content.' }),
  doc({ path: '/material-ui/react-text-field', page: 'Text Field', title: 'Text Field', text: 'Text fields let users enter text.' }),
];
const index = createSearchIndex(DOCUMENTS);
const top = (query: string, library?: string) => rankHits(index, query, { library, limit: 5 }).map((hit) => `${hit.path}#${hit.anchor}`);

describe('indexWords', () => {
  it('keeps each word and adds the parts of a camelCase one', () => {
    expect(indexWords('disableElevation MuiButton-root --Button-gap')).toEqual([
      'disableElevation',
      'disable',
      'Elevation',
      'MuiButton',
      'Mui',
      'Button',
      'root',
      'Button',
      'gap',
    ]);
  });
});

describe('rankHits', () => {
  it('finds a prop by its exact name, a prefix of it, or a part of it', () => {
    expect(top('disableElevation')[0]).toBe('/material-ui/api/button#prop-disableElevation');
    expect(top('disableElev')[0]).toBe('/material-ui/api/button#prop-disableElevation');
    expect(top('elevation')[0]).toBe('/material-ui/api/button#prop-disableElevation');
  });

  it('finds a CSS class by its class name', () => {
    expect(top('MuiButton-root')[0]).toBe('/material-ui/api/button#class-root');
  });

  it('forgives one typo in a word of five letters or more, and none in a shorter word', () => {
    expect(top('useSelet')[0]).toBe('/base-ui/api/use-select#useSelect-api');
    expect(top('Buton')).toContain('/material-ui/react-button#');
    expect(top('txet')).toEqual([]);
  });

  it('ranks the entry named what the reader is typing above longer names that start the same', () => {
    expect(top('snackb')[0]).toBe('/material-ui/react-snackbar#');
    expect(top('Snackbar')[0]).toBe('/material-ui/react-snackbar#');
    expect(top('SnackbarContent')[0]).toBe('/material-ui/api/snackbar-content#');
  });

  it("ranks the reader's library first when scores tie", () => {
    expect(top('Button', 'material-ui')[0]).toBe('/material-ui/react-button#');
    expect(top('Button', 'joy-ui')[0]).toBe('/joy-ui/react-button#');
  });

  it('needs every word, and falls back to any word when none has them all', () => {
    expect(top('button root')).toEqual(['/material-ui/api/button#class-root']);
    expect(top('text zzzz')[0]).toBe('/material-ui/react-text-field#');
  });

  it('treats pattern characters and quotes as plain text', () => {
    for (const query of ['(.*)+[', '"unbalanced', '\\', '<script>alert(1)</script>', '$^|?']) expect(() => top(query)).not.toThrow();
  });

  it('answers the same once serialized and loaded again', () => {
    const loaded = loadSearchIndex(serializeSearchIndex(index));
    expect(rankHits(loaded, 'disableElevation', { limit: 3 })).toEqual(rankHits(index, 'disableElevation', { limit: 3 }));
  });
});
