import { describe, expect, it } from 'vitest';
import type { SearchResponse } from '../../search/results';
import { SEARCH_QUERIES } from '../cases/search-queries';
import { get, ORIGIN } from './helpers';
import { createTestApp } from './test-app';

const searchJson = async (query: string, extra = '') => {
  const response = await get(`/_search?q=${encodeURIComponent(query)}${extra}`);
  expect(response.status).toBe(200);
  return (await response.json()) as SearchResponse;
};

describe('GET /_search', () => {
  it('answers JSON with results that link deep, the Button API prop row for disableElevation', async () => {
    const response = await get('/_search?q=disableElevation');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/json; charset=utf-8');
    const body = (await response.json()) as SearchResponse;
    expect(body.query).toBe('disableElevation');
    expect(body.hits.slice(0, 3).map((hit) => hit.href)).toContain('/material-ui/api/button#prop-disableElevation');
    expect(body.hits[0]).toEqual({
      href: expect.stringMatching(/^\/material-ui\/api\/button(-group)?#prop-disableElevation$/),
      library: 'material-ui',
      libraryTitle: 'Material UI',
      page: expect.stringMatching(/API$/),
      title: 'disableElevation',
      kind: 'prop',
      excerpt: expect.any(String),
      terms: ['disableelevation'],
    });
  });

  it("links a heading's anchor, a CSS class's row and a hook's parameter row", async () => {
    expect((await searchJson('button sizes')).hits.map((hit) => hit.href)).toContain('/material-ui/react-button#sizes');
    expect((await searchJson('MuiButton-root')).hits[0].href).toMatch(/^\/(material|joy)-ui\/api\/button#class-root$/);
    const hook = await searchJson('useSelect');
    expect(hook.hits.map((hit) => hit.href)).toContain('/base-ui/api/use-select#useSelect-api');
  });

  it('keeps the zh and pt prefixes in every link', async () => {
    for (const lang of ['zh', 'pt']) {
      const { hits } = await searchJson('button', `&lang=${lang}`);
      expect(hits.length).toBeGreaterThan(0);
      for (const hit of hits) expect(hit.href.startsWith(`/${lang}/`)).toBe(true);
    }
  });

  it("ranks the reader's library first", async () => {
    expect((await searchJson('button', '&lib=joy-ui')).hits[0].href).toBe('/joy-ui/react-button');
    expect((await searchJson('button', '&lib=base-ui')).hits[0].href).toBe('/base-ui/react-button');
    expect((await searchJson('button', '&lib=material-ui')).hits[0].href).toBe('/material-ui/react-button');
  });

  it('ignores a language or library it does not know', async () => {
    const { hits } = await searchJson('button', '&lang=xx&lib=<script>');
    expect(hits[0].href.startsWith('/')).toBe(true);
    expect(hits[0].href.startsWith('/xx')).toBe(false);
  });

  it('serves a repeated query from the edge cache, keyed by build', async () => {
    const query = `/_search?q=${encodeURIComponent('slider thumb')}`;
    const first = await get(query);
    expect(first.headers.get('X-Search-Cache')).toBe('miss');
    const body = await first.text();
    // The write is kept with waitUntil: give it a moment.
    for (let i = 0; i < 20; i++) {
      const again = await get(query);
      if (again.headers.get('X-Search-Cache') === 'hit') {
        expect(await again.text()).toBe(body);
        return;
      }
      await again.text();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('the second answer never came from the cache');
  });

  it('answers an empty query with no results', async () => {
    expect(await searchJson('')).toEqual({ query: '', hits: [] });
    expect((await get('/_search')).status).toBe(200);
  });

  it('never serves the index itself', async () => {
    expect((await get('/_pages/_search/index.json')).status).toBe(404);
  });
});

describe('hostile queries', () => {
  it('answers a 10 KB query with a 400 that does not echo it', async () => {
    const long = 'a'.repeat(10 * 1024);
    const response = await get(`/_search?q=${long}`);
    expect(response.status).toBe(400);
    const body = await response.text();
    expect(JSON.parse(body)).toEqual({ error: expect.stringContaining('longer than') });
    expect(body).not.toContain('aaaaaaaa');
  });

  it('answers a malformed percent-encoding with a 400', async () => {
    const response = await get('/_search?q=%E0%A4%A');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: expect.stringContaining('percent-encoding') });
  });

  it('does not reflect <script> in q unescaped', async () => {
    const response = await get(`/_search?q=${encodeURIComponent('<script>alert(1)</script>')}`);
    expect(response.status).toBe(200);
    const body = await response.text();
    expect(body).not.toMatch(/<script|<\/script/i);
    expect(JSON.parse(body).query).toBe('<script>alert(1)</script>');
  });

  it.each([
    ['control characters', 'but\u0000ton\u001b\u007f'],
    ['regex metacharacters', '(.*)+[a-z]{1000}$^|\\'],
    ['unbalanced quotes', '"button \'slider'],
    ['only spaces', '     '],
    ['many words (the first 8 are searched)', Array.from({ length: 40 }, (_, i) => `w${i}`).join(' ')],
  ])('answers %s with a 200', async (_name, query) => {
    const response = await get(`/_search?q=${encodeURIComponent(query)}`);
    expect(response.status).toBe(200);
    expect(Array.isArray(((await response.json()) as SearchResponse).hits)).toBe(true);
  });
});

describe('/search, the results page', () => {
  it('lists the results as an ordered list of links in main, and is noindex', async () => {
    const response = await get('/search?q=disableElevation');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain('rel="canonical"');
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    expect(main).toMatch(/<ol class="search-results">/);
    expect(main).toContain('href="/material-ui/api/button#prop-disableElevation"');
    expect(main).toMatch(/<form role="search"[^>]*action="\/search"[^>]*method="get"/);
  });

  it('keeps the zh prefix in its links and its form', async () => {
    const html = await (await get('/zh/search?q=button')).text();
    expect(html).toContain('<html lang="zh"');
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    expect(main).toContain('href="/zh/material-ui/react-button"');
    expect(main).toContain('action="/zh/search"');
    expect(main).not.toMatch(/href="\/material-ui\//);
  });

  it('shows the form alone without a query', async () => {
    const response = await get('/search');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('name="q"');
    expect(html).not.toContain('<ol class="search-results">');
  });

  it('does not reflect <script> in q unescaped', async () => {
    const response = await get(`/search?q=${encodeURIComponent('<script>alert(1)</script>')}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('</script>alert');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('answers an over-long or malformed query with a real 400 page', async () => {
    for (const query of [`q=${'b'.repeat(10 * 1024)}`, 'q=%E0%A4%A']) {
      const response = await get(`/search?${query}`);
      expect(response.status).toBe(400);
      expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
      const html = await response.text();
      expect(html).toMatch(/<h1[^>]*>Bad request<\/h1>/);
      expect(html).not.toContain('bbbbbbbb');
    }
  });

  it('redirects its non-canonical addresses like any page', async () => {
    const response = await get('/search/?q=button');
    expect(response.status).toBe(301);
    expect(response.headers.get('Location')).toMatch(/\/search\?q=button$/);
  });
});

describe('without an index in the store', () => {
  it('answers 503, as JSON and as a page, never 500', async () => {
    const app = createTestApp({ store: { readSearchIndex: async () => null } });
    const json = await app.request(`${ORIGIN}/_search?q=button`);
    expect(json.status).toBe(503);
    expect(await json.json()).toEqual({ error: expect.any(String) });
    const page = await app.request(`${ORIGIN}/search?q=button`);
    expect(page.status).toBe(503);
    expect(await page.text()).toContain('Search is not available right now');
  });
});

describe('relevance', () => {
  it(`finds the expected page in the top 3 for at least 95% of ${SEARCH_QUERIES.length} queries`, async () => {
    const misses: string[] = [];
    for (const { query, expected, library } of SEARCH_QUERIES) {
      const { hits } = await searchJson(query, library ? `&lib=${library}` : '');
      const top = hits.slice(0, 3).map((hit) => hit.href.split('#')[0]);
      if (!top.includes(expected)) misses.push(`${query} → ${top.join(', ')} (expected ${expected})`);
    }
    expect(SEARCH_QUERIES.length).toBeGreaterThanOrEqual(40);
    expect(misses.length / SEARCH_QUERIES.length, misses.join('\n')).toBeLessThanOrEqual(0.05);
  });
});
