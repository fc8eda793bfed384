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
      new Set(),
    );
    expect(report).toEqual({ broken: [], pending: [] });
  });

  it('names links to missing pages and anchors', () => {
    const report = checkLinks([page('/a', ['/nowhere', '/b#missing']), page('/b', [])], new Set());
    expect(report.broken).toEqual(['/a.md: /nowhere', '/a.md: /b#missing (no such anchor)']);
  });

  it('counts links to menu entries without pages as pending, not broken', () => {
    const report = checkLinks([page('/a', ['/material-ui/react-button'])], new Set(['/material-ui/react-button']));
    expect(report).toEqual({ broken: [], pending: ['/a.md: /material-ui/react-button'] });
  });
});
