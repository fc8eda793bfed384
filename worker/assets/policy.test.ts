import { describe, expect, it } from 'vitest';
import { assetHeaders, assetKeyForPath, IMMUTABLE, NO_CACHE, SHORT, storedFileEtag } from './policy';

describe('assetHeaders', () => {
  it.each([
    ['static/app.3f9a1c2b.js', 'text/javascript; charset=utf-8', IMMUTABLE],
    ['static/fonts/material-icons.0a1b2c3d4e.css', 'text/css; charset=utf-8', IMMUTABLE],
    ['static/fonts/plex.0a1b2c3d.woff2', 'font/woff2', IMMUTABLE],
    ['static/styles/prism-okaidia.css', 'text/css; charset=utf-8', SHORT],
    ['sw.js', 'text/javascript; charset=utf-8', NO_CACHE],
    ['robots.txt', 'text/plain; charset=utf-8', SHORT],
    ['sitemap.xml', 'application/xml; charset=utf-8', SHORT],
    ['favicon.svg', 'image/svg+xml', SHORT],
    ['weird.bin', 'application/octet-stream', SHORT],
  ])('%s is %s with %s', (key, contentType, cacheControl) => {
    expect(assetHeaders(key)).toEqual({ contentType, cacheControl });
  });
});

describe('assetKeyForPath', () => {
  it.each([
    ['/static/app.js', 'static/app.js'],
    ['/robots.txt', 'robots.txt'],
    ['/', null],
    ['/_pages/index.json', null],
    ['/static/%2e%2e/_pages/index.json', null],
    ['/static/../wrangler.toml', null],
    ['/static//app.js', null],
  ])('%s → %s', (path, key) => {
    expect(assetKeyForPath(path)).toBe(key);
  });
});

describe('storedFileEtag', () => {
  it('changes with the build, so a rebuilt sw.js under an unhashed key is not answered 304', () => {
    expect(storedFileEtag('build-a', 'sw.js')).not.toBe(storedFileEtag('build-b', 'sw.js'));
  });

  it('changes with the uploaded key, which carries the content hash in a deploy', () => {
    expect(storedFileEtag('b', 'sw.0123456789.js')).not.toBe(storedFileEtag('b', 'sw.9876543210.js'));
  });

  it('is one quoted opaque tag, whatever the key holds', () => {
    expect(storedFileEtag('/static/app "x".js', '$__SITES__$/a"b')).toMatch(/^"[^"\s]+"$/);
  });
});
