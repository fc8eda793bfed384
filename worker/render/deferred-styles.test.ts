import { describe, expect, it } from 'vitest';
import type { PageModel } from '../../client/app/page-data';
import type { CodeStyling } from '../../client/app/preferences';
import { LIVE_DEMOS } from '../../client/app/demo/deferred-preview';
import { deferredStylesheet, NOSCRIPT_PREVIEW_RULE, pageDeferredStyles, parseDemoStylesPath } from './deferred-styles';

const tag = (name: string) => `<style data-emotion="css ${name}" data-s="">.css-${name}{color:red}</style>`;
const demo = (name: string) => ({ id: `page/${name}`, name, code: { TS: '', JS: '' } });

describe('pageDeferredStyles', () => {
  // Four demos; the third is written in two stylings, and the page's parts name them out of their list's order.
  const page = {
    path: '/page',
    title: 'Page',
    description: '',
    html: '',
    toc: [],
    demos: [
      demo('A'),
      demo('B'),
      {
        ...demo('C'),
        stylings: [
          { id: 'page/C.system', styling: 'MUI System' },
          { id: 'page/C.tailwind', styling: 'Tailwind' },
        ],
      },
      demo('D'),
    ],
    parts: [{ html: '<p>Intro</p>' }, { demo: 'D' }, { demo: 'A' }, { html: '<p>More</p>' }, { demo: 'C' }, { demo: 'B' }],
  } as unknown as PageModel['page'];
  const html = {
    'page/A': `${tag('a')}<p class="css-a">A</p>`,
    'page/B': `${tag('b1')}${tag('b2')}<p class="css-b1 css-b2">B</p>`,
    'page/C.system': `${tag('cs')}<p class="css-cs">C</p>`,
    'page/C.tailwind': `${tag('ct')}<p class="css-ct">C</p>`,
    'page/D': `${tag('d')}<p class="css-d">D</p>`,
  };

  it("gives the style tags of the demos past the first screen, in the page's order and the reader's styling", () => {
    expect(LIVE_DEMOS).toBe(2);
    const markers = (styling: CodeStyling) => pageDeferredStyles(page, styling, html).map(([marker]) => marker);
    expect(markers('MUI System')).toEqual(['css cs', 'css b1', 'css b2']);
    expect(markers('Tailwind')).toEqual(['css ct', 'css b1', 'css b2']);
  });

  it('gives none for a page without demos, and skips a demo without HTML', () => {
    expect(pageDeferredStyles({ ...page, parts: undefined }, 'MUI System', html)).toEqual([]);
    const { 'page/C.system': _c, ...withoutC } = html;
    expect(pageDeferredStyles(page, 'MUI System', withoutC).map(([marker]) => marker)).toEqual(['css b1', 'css b2']);
  });

  it('joins their CSS into one stylesheet, after the rule that lays out a preview without JavaScript as with it', () => {
    expect(
      deferredStylesheet([
        ['css a', '.css-a{}'],
        ['css b', '.css-b{}'],
      ]),
    ).toBe(`${NOSCRIPT_PREVIEW_RULE}\n.css-a{}\n.css-b{}`);
  });
});

describe('parseDemoStylesPath', () => {
  it('reads the address of a page in either format', () => {
    expect(parseDemoStylesPath('/_demo-styles/b1/0123456789abcdef/zh/material-ui/react-x.json')).toEqual({
      base: '/_demo-styles/b1/0123456789abcdef/zh/material-ui/react-x',
      page: '/zh/material-ui/react-x',
      format: 'json',
    });
    expect(parseDemoStylesPath('/_demo-styles/b1/0123456789abcdef/material-ui/react-x.css')?.format).toBe('css');
  });

  it('refuses anything else', () => {
    for (const path of [
      '/_demo-styles/b1/0123456789abcdef/material-ui/react-x',
      '/_demo-styles/b1/0123456789abcdef/material-ui/react-x.js',
      '/_demo-styles/b1/0123456789ABCDEF/material-ui/react-x.json',
      '/_demo-styles/b1/0123/material-ui/react-x.json',
      '/_demo-styles/0123456789abcdef/material-ui/react-x.json',
      '/_demo-styles/b1/0123456789abcdef/a.b/c.json',
      '/_data/material-ui/react-x.json',
    ])
      expect(parseDemoStylesPath(path), path).toBeNull();
  });
});
