import { describe, expect, it } from 'vitest';
import site from '../../dist/generated/site.json';
import { get } from './helpers';

describe('static assets', () => {
  it('serves the hashed client bundle as immutable JavaScript', async () => {
    const response = await get(site.client.script);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
  });

  it("serves a hashed file whole again and again (later answers come from the isolate's memory)", async () => {
    // The regular text face: a binary file of about 12 KB that every page preloads.
    const font = site.client.preloadFonts[0];
    const bodies: number[][] = [];
    for (let round = 0; round < 3; round++) {
      const response = await get(font);
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Type')).toBe('font/woff2');
      bodies.push([...new Uint8Array(await response.arrayBuffer())]);
    }
    expect(bodies[0].length).toBeGreaterThan(5_000);
    expect(bodies[1]).toEqual(bodies[0]);
    expect(bodies[2]).toEqual(bodies[0]);
  });

  it('serves the hashed font stylesheets as immutable CSS', async () => {
    for (const href of site.client.fontStylesheets) {
      const response = await get(href);
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Type')).toBe('text/css; charset=utf-8');
      expect(response.headers.get('Cache-Control')).toContain('immutable');
    }
  });

  it.each([
    ['/sw.js', 'text/javascript; charset=utf-8', 'no-cache'],
    ['/robots.txt', 'text/plain; charset=utf-8', 'public, max-age=3600, must-revalidate'],
    ['/sitemap.xml', 'application/xml; charset=utf-8', 'public, max-age=3600, must-revalidate'],
    ['/favicon.svg', 'image/svg+xml', 'public, max-age=3600, must-revalidate'],
    ['/static/styles/prism-okaidia.css', 'text/css; charset=utf-8', 'public, max-age=3600, must-revalidate'],
  ])('serves %s as %s with %s', async (path, type, cache) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe(type);
    expect(response.headers.get('Cache-Control')).toBe(cache);
  });

  it('lists every page in the sitemap', async () => {
    const xml = await (await get('/sitemap.xml')).text();
    for (const page of site.pages) expect(xml).toContain(`<loc>https://mui.com${page.path === '/' ? '/' : page.path}</loc>`);
  });

  it('answers a missing asset with a plain 404, never the HTML page', async () => {
    const response = await get('/static/app.0000000000.js');
    expect(response.status).toBe(404);
    expect(response.headers.get('Content-Type')).not.toContain('text/html');
  });

  it('never serves a compiled page file as an asset', async () => {
    const response = await get('/_pages/index.json');
    expect(response.status).toBe(404);
    expect(response.headers.get('Content-Type')).toContain('text/html');
  });
});
