import { describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES, type Preferences } from '../../client/app/preferences';
import { HTML_CACHE_PREFIX, htmlCacheUrl, type PageIdentity, pageKeys } from './page-keys';

const base: PageIdentity = { build: '0123456789ab', language: 'en', path: '/system', preferences: DEFAULT_PREFERENCES };
const rtl: Preferences = { ...DEFAULT_PREFERENCES, direction: 'rtl' };
const purple: Preferences = { ...DEFAULT_PREFERENCES, paletteColors: { primary: { main: '#9C27B0' } } };

// ETag opaque-tag characters (RFC 9110 §8.8.3): no quote, space or control character.
const ETAG = /^W\/"[\x21\x23-\x7E]+"$/;

describe('pageKeys', () => {
  it('is stable for the same page variant', async () => {
    expect(await pageKeys(base)).toEqual(await pageKeys({ ...base, preferences: { ...DEFAULT_PREFERENCES } }));
  });

  it('names the build, the variant and the page in the ETag', async () => {
    const { htmlEtag } = await pageKeys(base);
    expect(htmlEtag).toMatch(/^W\/"0123456789ab-[0-9a-f]{16}-[0-9a-f]{16}"$/);
  });

  it.each<[string, Partial<PageIdentity>]>([
    ['another preference variant (RTL)', { preferences: rtl }],
    ['other palette colors', { preferences: purple }],
    ['another language', { language: 'zh' }],
    ['another page', { path: '/system/getting-started' }],
    ['another deploy', { build: 'ba9876543210' }],
  ])('gives %s other keys everywhere', async (_, change) => {
    const [a, b] = await Promise.all([pageKeys(base), pageKeys({ ...base, ...change })]);
    expect(b.htmlEtag).not.toBe(a.htmlEtag);
    expect(b.dataEtag).not.toBe(a.dataEtag);
    expect(b.memory).not.toBe(a.memory);
    expect(b.cachePath).not.toBe(a.cachePath);
    expect(b.demoStyles).not.toBe(a.demoStyles);
  });

  it("names the deploy, the variant and the page's address in its deferred styles' address", async () => {
    const { demoStyles } = await pageKeys({ ...base, language: 'pt', build: 'a/b"c' });
    expect(demoStyles).toMatch(/^\/_demo-styles\/a%2Fb%22c\/[0-9a-f]{16}\/pt\/system$/);
    expect((await pageKeys(base)).demoStyles).toMatch(/^\/_demo-styles\/0123456789ab\/[0-9a-f]{16}\/system$/);
  });

  it('never gives page data the ETag of a page, whatever the build', async () => {
    const keys = await pageKeys(base);
    expect(keys.dataEtag).not.toBe(keys.htmlEtag);
    const tricky = await pageKeys({ ...base, build: 'data:0123456789ab' });
    expect(tricky.htmlEtag).not.toBe(keys.dataEtag);
    expect(tricky.htmlEtag.startsWith('W/"data:')).toBe(false);
  });

  it('keeps ETags valid and free of preference values', async () => {
    for (const preferences of [DEFAULT_PREFERENCES, rtl, purple]) {
      const keys = await pageKeys({ ...base, preferences, build: '/static/entry.GH5DXSIX.js' });
      expect(keys.htmlEtag).toMatch(ETAG);
      expect(keys.dataEtag).toMatch(ETAG);
      expect(keys.htmlEtag + keys.cachePath).not.toMatch(/9C27B0|rtl|MUI|System/);
    }
  });

  it('keeps the build one segment of the cache path', async () => {
    const { cachePath } = await pageKeys({ ...base, build: '/static/entry.GH5DXSIX.js' });
    expect(cachePath).toMatch(/^\/__html-cache\/%2Fstatic%2Fentry\.GH5DXSIX\.js\/en\/[0-9a-f]{16}\/system$/);
  });
});

describe('htmlCacheUrl', () => {
  it('is a URL on the given origin under the private prefix: build, language, variant, path', async () => {
    const keys = await pageKeys({ ...base, language: 'zh' });
    const url = new URL(htmlCacheUrl('https://docs.test', keys));
    expect(url.origin).toBe('https://docs.test');
    expect(url.pathname).toMatch(/^\/__html-cache\/0123456789ab\/zh\/[0-9a-f]{16}\/system$/);
    expect(url.pathname.startsWith(HTML_CACHE_PREFIX)).toBe(true);
    expect(url.search).toBe('');
  });

  it('keeps the home page under its own key', async () => {
    const keys = await pageKeys({ ...base, path: '/' });
    expect(new URL(htmlCacheUrl('https://docs.test', keys)).pathname).toMatch(/^\/__html-cache\/0123456789ab\/en\/[0-9a-f]{16}\/$/);
  });
});
