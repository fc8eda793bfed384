import { describe, expect, it } from 'vitest';
import { suggestPages } from './suggest';

const pages = [
  { pathname: '/material-ui/getting-started/installation', title: 'Installation' },
  { pathname: '/joy-ui/getting-started/installation', title: 'Installation' },
  { pathname: '/material-ui/getting-started/usage', title: 'Usage' },
  { pathname: '/system', title: 'MUI System' },
];

describe('suggestPages', () => {
  it('offers pages with the same last segment, the closest first', () => {
    const result = suggestPages('/material-ui/installation', pages).map((p) => p.pathname);
    expect(result[0]).toBe('/material-ui/getting-started/installation');
    expect(result).toContain('/joy-ui/getting-started/installation');
    expect(result).not.toContain('/material-ui/getting-started/usage');
  });

  it('offers the page a typo was aiming at', () => {
    expect(suggestPages('/material-ui/getting-started/instalation', pages)[0].pathname).toBe('/material-ui/getting-started/installation');
  });

  it('offers nothing for the root or an unrelated path', () => {
    expect(suggestPages('/', pages)).toEqual([]);
    expect(suggestPages('/zzz/qqq', pages)).toEqual([]);
  });
});
