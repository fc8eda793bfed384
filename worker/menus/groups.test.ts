import { describe, expect, it } from 'vitest';
import { groupRedirects } from './groups';
import { SECTIONS } from '../../content/menus';
import type { MenuPage } from '../../content/menus/types';

const menu = [
  {
    pathname: '/lib/getting-started-group',
    title: 'Getting started',
    children: [
      { pathname: '/lib/getting-started/overview', title: 'Overview' },
      { pathname: '/lib/getting-started/usage', title: 'Usage' },
    ],
  },
  {
    pathname: '/lib/components',
    title: 'Components',
    children: [
      {
        pathname: '/lib/components/inputs',
        subheader: 'inputs',
        children: [{ pathname: '/lib/react-planned', planned: true }, { pathname: '/lib/react-button' }],
      },
    ],
  },
  { pathname: '/lib/extras', title: 'Extras', children: [{ pathname: '/lib/link', linkProps: { href: 'https://example.com/lib' } }] },
];
const published = new Set(['/lib', '/lib/getting-started/overview', '/lib/getting-started/usage', '/lib/react-button', '/other']);
const hasPage = (path: string) => published.has(path);

describe('groupRedirects', () => {
  const targets = groupRedirects([{ menu, landing: '/lib', prefixes: ['/lib', '/lib-old'] }], hasPage);

  it('sends a group address, without its -group suffix, to the first page below it', () => {
    expect(targets.get('/lib/getting-started')).toBe('/lib/getting-started/overview');
  });

  it('skips entries without a page, in nested groups too', () => {
    expect(targets.get('/lib/components')).toBe('/lib/react-button');
    expect(targets.get('/lib/components/inputs')).toBe('/lib/react-button');
  });

  it('never redirects to an external link, nor a group with nothing published', () => {
    expect(targets.has('/lib/extras')).toBe(false);
  });

  it('sends a section prefix without a page to the landing page, and leaves pages alone', () => {
    expect(targets.get('/lib-old')).toBe('/lib');
    expect(targets.has('/lib')).toBe(false);
  });

  it('covers the addresses other sites link to, on the real menus', () => {
    // As if every leaf of every menu were published.
    const leaves = new Set<string>();
    const collect = (entries: readonly MenuPage[]) =>
      entries.forEach((entry) => (entry.children ? collect(entry.children) : leaves.add(entry.pathname)));
    SECTIONS.forEach((section) => collect(section.menu));
    const real = groupRedirects(SECTIONS, (path) => leaves.has(path));
    expect(real.get('/material-ui/getting-started')).toBe('/material-ui/getting-started/overview');
    expect(real.get('/joy-ui/getting-started')).toBe('/joy-ui/getting-started/overview');
    expect(real.get('/material-ui/components')).toBe('/material-ui/react-autocomplete');
    expect(real.get('/base-ui/components')).toBe('/base-ui/all-components');
    expect(real.get('/x')).toBe('/x/react-data-grid');
    expect(real.get('/x/migration')).toMatch(/^\/x\/migration\//);
  });
});
