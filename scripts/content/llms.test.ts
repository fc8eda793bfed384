import { describe, expect, it } from 'vitest';
import { renderLlmsTxt } from './llms';

const menu = [
  {
    pathname: '/lib/getting-started-group',
    title: 'Getting started',
    children: [
      { pathname: '/lib/getting-started/overview', title: 'Overview' },
      { pathname: '/lib/unwritten', title: 'Unwritten' },
      { pathname: '/lib/elsewhere', linkProps: { href: 'https://example.com' } },
    ],
  },
  { pathname: '/lib/api', title: 'API', children: [{ pathname: '/lib/api/button' }] },
];
const pages = new Map([
  ['/lib/getting-started/overview', { title: 'Overview', description: 'What the\nlibrary is.' }],
  ['/lib/api/button', { title: 'Button API', description: 'Props.' }],
]);

describe('renderLlmsTxt', () => {
  const text = renderLlmsTxt('https://docs.test', [{ title: 'Lib', summary: 'A library.', menu, prefixes: ['/lib'] }], pages);

  it('starts with the site name and summary, as the convention asks', () => {
    expect(text.startsWith('# MUI documentation\n\n> ')).toBe(true);
  });

  it('links each published page’s Markdown with its description, under its library', () => {
    expect(text).toContain('## Lib\n\nA library.\n\n- [Overview](https://docs.test/lib/getting-started/overview.md): What the library is.');
  });

  it('leaves out unwritten pages, external links and generated API pages', () => {
    expect(text).not.toContain('Unwritten');
    expect(text).not.toContain('example.com');
    expect(text).not.toContain('/lib/api/button');
  });
});

describe('renderLlmsTxt with two sections sharing one menu', () => {
  const shared = [
    { pathname: '/x/grid', title: 'Grid' },
    { pathname: '/x/pickers', title: 'Pickers' },
    { pathname: '/x/pickers/field', title: 'Field' },
  ];
  const xPages = new Map([
    ['/x/grid', { title: 'Grid', description: 'Tables.' }],
    ['/x/pickers', { title: 'Pickers', description: 'Dates.' }],
    ['/x/pickers/field', { title: 'Field', description: 'Typed dates.' }],
  ]);
  const text = renderLlmsTxt(
    'https://docs.test',
    [
      { title: 'Grid', summary: 'The grid.', menu: shared, prefixes: ['/x'] },
      { title: 'Pickers', summary: 'The pickers.', menu: shared, prefixes: ['/x/pickers'] },
    ],
    xPages,
  );

  it('lists each page under the section whose longest prefix matches it', () => {
    const [grid, pickers] = text.split('## Pickers');
    expect(grid).toContain('(https://docs.test/x/grid.md)');
    expect(grid).not.toContain('/x/pickers');
    expect(pickers).toContain('(https://docs.test/x/pickers.md)');
    expect(pickers).toContain('(https://docs.test/x/pickers/field.md)');
  });
});
