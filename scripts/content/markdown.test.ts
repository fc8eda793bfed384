import { describe, expect, it } from 'vitest';
import { compileMarkdown } from './markdown';

const page = (body: string, front = 'title: Usage\ndescription: How to use it.') => `---\n${front}\n---\n${body}`;

describe('compileMarkdown', () => {
  it('reads the title and description from frontmatter', () => {
    const result = compileMarkdown(page('Hello.'), 'usage.md');
    expect(result.title).toBe('Usage');
    expect(result.description).toBe('How to use it.');
  });

  it('gives headings stable, unique ids with anchor links and a table of contents', () => {
    const result = compileMarkdown(page('## Peer dependencies\n\n### With npm\n\n## Peer dependencies'), 'x.md');
    expect(result.html).toContain('<h2 id="peer-dependencies">');
    expect(result.html).toContain('href="#peer-dependencies"');
    expect(result.toc).toEqual([
      { id: 'peer-dependencies', text: 'Peer dependencies', level: 2 },
      { id: 'with-npm', text: 'With npm', level: 3 },
      { id: 'peer-dependencies-1', text: 'Peer dependencies', level: 2 },
    ]);
  });

  it('highlights fenced code with Prism at build time', () => {
    const result = compileMarkdown(page('```tsx\nconst a = <Button />;\n```'), 'x.md');
    expect(result.html).toContain('class="code-block"');
    expect(result.html).toContain('<span class="token keyword">const</span>');
  });

  it('escapes code in an unknown language', () => {
    const result = compileMarkdown(page('```nope\n<script>alert(1)</script>\n```'), 'x.md');
    expect(result.html).not.toContain('<script>');
    expect(result.html).toContain('&#60;script&#62;');
  });

  it('collects links and marks external ones', () => {
    const result = compileMarkdown(page('[a](/system) and [b](https://react.dev)'), 'x.md');
    expect(result.links).toEqual(['/system', 'https://react.dev']);
    expect(result.html).toContain('<a href="https://react.dev" target="_blank" rel="noopener noreferrer">b</a>');
  });

  it('refuses a page without a title or with a "#" heading', () => {
    expect(() => compileMarkdown(page('x', 'description: d'), 'bad.md')).toThrow('bad.md');
    expect(() => compileMarkdown(page('# Title'), 'bad.md')).toThrow('frontmatter');
  });

  it('wraps tables so they scroll on narrow screens, with a marker at the end for the streamed page', () => {
    const result = compileMarkdown(page('| a | b |\n| - | - |\n| 1 | 2 |'), 'x.md');
    expect(result.html).toMatch(
      /<div class="table-scroll table-streamed"[^>]*><table>[\s\S]*<\/table><span class="table-end" hidden><\/span><\/div>/,
    );
  });

  it('makes each table box a keyboard stop named by its section: the last heading before it, else the page', () => {
    const result = compileMarkdown(
      page('| a |\n| - |\n| 1 |\n\n## Sizes & `colors`\n\n| b |\n| - |\n| 2 |\n\n### Dense "rows"\n\n| c |\n| - |\n| 3 |'),
      'x.md',
    );
    const boxes = [...result.html.matchAll(/<div class="table-scroll table-streamed"([^>]*)>/g)].map((match) => match[1]);
    expect(boxes).toEqual([
      ' tabindex="0" role="region" aria-label="Usage"',
      ' tabindex="0" role="region" aria-label="Sizes &#38; colors"',
      ' tabindex="0" role="region" aria-label="Dense &#34;rows&#34;"',
    ]);
  });

  it('places a generated block where its fence is, compiled with the page (headings, tables, links)', () => {
    const generated = { 'price-table': () => '### Prices\n\n| Plan | Price |\n| --- | --- |\n| [Team](/pricing) | $15 |' };
    const result = compileMarkdown(page('## Plans\n\n```generated\nprice-table\n```\n\nAfter.'), 'x.md', generated);
    expect(result.html).toContain('<h3 id="prices">');
    expect(result.html).toContain('<div class="table-scroll table-streamed" tabindex="0" role="region" aria-label="Prices"><table>');
    expect(result.links).toContain('/pricing');
    expect(result.toc.map((entry) => entry.id)).toEqual(['plans', 'prices']);
    expect(() => compileMarkdown(page('```generated\nnothing\n```'), 'x.md', generated)).toThrow(
      /x\.md: unknown generated block "nothing"/,
    );
  });
});
