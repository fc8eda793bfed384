import { describe, expect, it } from 'vitest';
import { LIVE_DEMOS, previewHtml } from './deferred-preview';

const html = '<style data-emotion="css 1a2b">.css-1a2b{color:red}</style><button class="css-1a2b">Open &amp; close</button>';

describe('previewHtml', () => {
  it('sends the first screen’s demos as they are', () => {
    for (let index = 0; index < LIVE_DEMOS; index++) expect(previewHtml(html, index)).toBe(html);
  });

  it('wraps every later demo, whole and unescaped, in a marked noscript', () => {
    expect(previewHtml(html, LIVE_DEMOS)).toBe(`<noscript data-demo-deferred="">${html}</noscript>`);
    expect(previewHtml(html, 40)).toBe(`<noscript data-demo-deferred="">${html}</noscript>`);
  });

  it('sends live a demo whose markup could end the wrapper early', () => {
    const own = '<div><noscript>Turn on JavaScript</NoScript ></div>';
    expect(previewHtml(own, LIVE_DEMOS + 3)).toBe(own);
  });
});
