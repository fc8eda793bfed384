import { describe, expect, it } from 'vitest';
import { deferredStyleTags, LIVE_DEMOS, previewHtml } from './deferred-preview';

const style = '<style data-emotion="css 1a2b" data-s="">.css-1a2b{color:red}</style>';
const markup = '<button class="css-1a2b">Open &amp; close</button>';
const html = `${style}${markup}`;

describe('previewHtml', () => {
  it('sends the first screen’s demos as they are, styles included', () => {
    for (let index = 0; index < LIVE_DEMOS; index++) expect(previewHtml(html, index)).toBe(html);
  });

  it('wraps every later demo, unescaped and without its style tags, in a marked noscript', () => {
    expect(previewHtml(html, LIVE_DEMOS)).toBe(`<noscript data-demo-deferred="">${markup}</noscript>`);
    expect(previewHtml(`<div>${html}${html}</div>`, 40)).toBe(`<noscript data-demo-deferred=""><div>${markup}${markup}</div></noscript>`);
  });

  it('keeps a style tag that is not emotion’s', () => {
    const own = '<style>.legend{font-weight:700}</style><p class="legend">Key</p>';
    expect(previewHtml(own, LIVE_DEMOS)).toBe(`<noscript data-demo-deferred="">${own}</noscript>`);
  });

  it('sends live a demo whose markup could end the wrapper early', () => {
    const own = `${style}<div><noscript>Turn on JavaScript</NoScript ></div>`;
    expect(previewHtml(own, LIVE_DEMOS + 3)).toBe(own);
  });
});

describe('deferredStyleTags', () => {
  it('gives the style tags that an inert preview leaves out, in order', () => {
    const second = '<style data-emotion="css-global 9z">body{margin:0}</style>';
    expect(deferredStyleTags(`${html}${second}<p>End</p>`, LIVE_DEMOS)).toEqual([
      ['css 1a2b', '.css-1a2b{color:red}'],
      ['css-global 9z', 'body{margin:0}'],
    ]);
  });

  it('gives none for a preview sent live', () => {
    expect(deferredStyleTags(html, 0)).toEqual([]);
    expect(deferredStyleTags(`${html}<noscript>On</noscript>`, LIVE_DEMOS)).toEqual([]);
  });
});
