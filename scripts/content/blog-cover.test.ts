import { describe, expect, it } from 'vitest';
import { coverAccent, coverHtml } from './blog-cover';

describe('coverHtml', () => {
  const html = coverHtml({ title: 'Grid <v6> & more', date: '2024-02-09', byline: 'The MUI X team', tags: ['MUI X', 'Data Grid'] });

  it('is a 1200 × 630 card with the title, date, byline and tags', () => {
    expect(html).toContain('width: 1200px; height: 630px;');
    expect(html).toContain('<h1>Grid &#60;v6&#62; &#38; more</h1>');
    expect(html).toContain('February 9, 2024 · <strong>The MUI X team</strong>');
    expect(html).toContain('<li>MUI X</li><li>Data Grid</li>');
  });

  it('takes its accent from the first tag', () => {
    expect(coverAccent(['MUI X', 'Release'])).toBe('#00A870');
    expect(coverAccent(['Something else'])).toBe('#007FFF');
    expect(html).toContain('border-top: 12px solid #00A870');
  });
});
