import { describe, expect, it } from 'vitest';
import { checkLinks } from './links';

const page = (path: string, links: string[], ids: string[] = []) => ({
  file: `${path}.md`,
  links,
  data: { path, title: path, description: '', html: '', toc: ids.map((id) => ({ id, text: id, level: 2 })) },
});

describe('checkLinks', () => {
  it('accepts links to pages and their headings, and external links', () => {
    const report = checkLinks(
      [page('/a', ['/b', '/b#usage', '#intro', 'https://react.dev'], ['intro']), page('/b', [], ['usage'])],
      () => false,
    );
    expect(report).toEqual({ broken: [] });
  });

  it('names links to missing pages and anchors', () => {
    const report = checkLinks([page('/a', ['/nowhere', '/b#missing']), page('/b', [])], () => false);
    expect(report.broken).toEqual(['/a.md: /nowhere', '/a.md: /b#missing (no such anchor)']);
  });

  it('accepts generated pages that are published and names menu entries that are not', () => {
    const published = new Set(['/material-ui/api/button']);
    const report = checkLinks([page('/a', ['/material-ui/api/button', '/material-ui/react-unwritten'])], (path) => published.has(path));
    expect(report.broken).toEqual(['/a.md: /material-ui/react-unwritten']);
  });
});
