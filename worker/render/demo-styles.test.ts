import { describe, expect, it } from 'vitest';
import { dropRepeatedStyleTags } from './demo-styles';

const tag = (names: string, css: string) => `<style data-emotion="${names}">${css}</style>`;

describe('dropRepeatedStyleTags', () => {
  it('keeps the first copy of a style tag and drops the later ones, in page order', () => {
    const button = tag('css 1abc', '.css-1abc{color:red}');
    const stack = tag('css 9xyz', '.css-9xyz{display:flex}');
    const result = dropRepeatedStyleTags([
      ['first', `${stack}<div class="css-9xyz">${button}<button class="css-1abc">One</button></div>`],
      ['second', `${button}<button class="css-1abc">Two</button>`],
      ['third', `${stack}<div class="css-9xyz">${tag('css 2def', '.css-2def{gap:8px}')}</div>`],
    ]);
    expect(result[0][1]).toContain(button);
    expect(result[0][1]).toContain(stack);
    expect(result[1]).toEqual(['second', '<button class="css-1abc">Two</button>']);
    expect(result[2][1]).toBe('<div class="css-9xyz"><style data-emotion="css 2def">.css-2def{gap:8px}</style></div>');
  });

  it('tells LTR and RTL styles apart by their key', () => {
    const result = dropRepeatedStyleTags([
      ['ltr', tag('css 1abc', '.css-1abc{margin-left:4px}')],
      ['rtl', tag('rtl 1abc', '.rtl-1abc{margin-right:4px}')],
    ]);
    expect(result[1][1]).toContain('rtl-1abc');
  });

  it('leaves markup without style tags as it is', () => {
    expect(dropRepeatedStyleTags([['a', '<p>Text</p>']])).toEqual([['a', '<p>Text</p>']]);
  });
});
