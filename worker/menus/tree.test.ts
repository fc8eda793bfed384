import { describe, expect, it } from 'vitest';
import type { MenuTree } from '../../content/menus/types';
import { findActivePage, findPrevNext, leafPages, normalizeMenuPath, publishedMenu, resolveTitles, validateMenus } from './tree';

const tree: MenuTree = [
  {
    pathname: '/base-ui/getting-started-group',
    title: 'Getting started',
    children: [{ pathname: '/base-ui/getting-started/overview', title: 'Overview' }, { pathname: '/base-ui/getting-started/usage' }],
  },
  {
    pathname: '/base-ui/components',
    title: 'Components',
    children: [
      {
        pathname: '/base-ui/components/inputs',
        subheader: 'inputs',
        children: [{ pathname: '/base-ui/react-button' }, { pathname: '/base-ui/react-switch', newFeature: true }],
      },
    ],
  },
  { pathname: '/store', title: 'Store', linkProps: { href: 'https://example.com/store' } },
  { pathname: '/versions', title: 'Versions' },
];

describe('normalizeMenuPath', () => {
  it.each([
    ['/base-ui/react-button/components-api', '/base-ui/react-button'],
    ['/base-ui/react-button/hooks-api', '/base-ui/react-button'],
    ['/base-ui/react-button/[docsTab]', '/base-ui/react-button'],
    ['/base-ui/react-button', '/base-ui/react-button'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeMenuPath(input)).toBe(expected);
  });
});

describe('findActivePage', () => {
  it('finds a nested page with its parents, top level first', () => {
    const active = findActivePage(tree, '/base-ui/react-switch');
    expect(active?.page.pathname).toBe('/base-ui/react-switch');
    expect(active?.parents.map((p) => p.pathname)).toEqual(['/base-ui/components', '/base-ui/components/inputs']);
  });

  it('ignores the API tab of a component page', () => {
    expect(findActivePage(tree, '/base-ui/react-button/components-api')?.page.pathname).toBe('/base-ui/react-button');
    expect(findActivePage(tree, '/base-ui/react-button/hooks-api')?.page.pathname).toBe('/base-ui/react-button');
  });

  it('returns null for a group pseudo path or an unknown page', () => {
    expect(findActivePage(tree, '/base-ui/components')).toBeNull();
    expect(findActivePage(tree, '/nowhere')).toBeNull();
  });
});

describe('reading order', () => {
  it('lists leaves depth-first and skips external links', () => {
    expect(leafPages(tree).map((p) => p.pathname)).toEqual([
      '/base-ui/getting-started/overview',
      '/base-ui/getting-started/usage',
      '/base-ui/react-button',
      '/base-ui/react-switch',
      '/versions',
    ]);
  });

  it('links prev and next across groups', () => {
    const { prev, next } = findPrevNext(tree, '/base-ui/react-button');
    expect(prev?.pathname).toBe('/base-ui/getting-started/usage');
    expect(next?.pathname).toBe('/base-ui/react-switch');
    expect(findPrevNext(tree, '/base-ui/getting-started/overview').prev).toBeUndefined();
  });
});

describe('resolveTitles', () => {
  it('derives missing titles and keeps given ones', () => {
    const [group] = resolveTitles(tree);
    expect(group.title).toBe('Getting started');
    expect(group.children?.[1].title).toBe('Usage');
  });
});

describe('validateMenus', () => {
  it('accepts unique paths', () => {
    expect(() => validateMenus([tree])).not.toThrow();
  });

  it('rejects a duplicate path and names it', () => {
    const dup: MenuTree = [{ pathname: '/base-ui/react-button', title: 'Again' }];
    expect(() => validateMenus([tree, dup])).toThrow('Duplicate menu path: /base-ui/react-button');
  });

  it('rejects a duplicate that differs only by a [docsTab] segment', () => {
    const dup: MenuTree = [{ pathname: '/base-ui/react-switch/[docsTab]' }];
    expect(() => validateMenus([tree, dup])).toThrow('/base-ui/react-switch/[docsTab]');
  });

  it('exempts API tab paths', () => {
    const tabs: MenuTree = [{ pathname: '/base-ui/react-button/components-api' }, { pathname: '/base-ui/react-button/hooks-api' }];
    expect(() => validateMenus([tree, tabs])).not.toThrow();
  });
});

describe('publishedMenu', () => {
  const tree: MenuTree = [
    {
      pathname: '/lib/group',
      children: [{ pathname: '/lib/written' }, { pathname: '/lib/unwritten' }, { pathname: '/lib/written-too/components-api' }],
    },
    { pathname: '/lib/empty-group', children: [{ pathname: '/lib/later' }] },
    { pathname: '/lib/outside', linkProps: { href: 'https://example.com' } },
  ];
  const published = new Set(['/lib/written', '/lib/written-too']);

  it('keeps published pages and external links, dropping unwritten entries and emptied groups', () => {
    const menu = publishedMenu(tree, (path) => published.has(path));
    expect(menu.map((page) => page.pathname)).toEqual(['/lib/group', '/lib/outside']);
    expect(menu[0].children!.map((page) => page.pathname)).toEqual(['/lib/written', '/lib/written-too/components-api']);
  });

  it('leaves prev/next with nothing unwritten between two pages', () => {
    const menu = publishedMenu(tree, (path) => published.has(path));
    expect(findPrevNext(menu, '/lib/written').next?.pathname).toBe('/lib/written-too/components-api');
  });
});
