import { describe, expect, it } from 'vitest';
import { MALFORMED_ESCAPES, OPEN_REDIRECT_TARGETS, TRAVERSAL_TARGETS } from '../cases/hostile-paths';
import { get, ORIGIN } from './helpers';

describe('canonical redirects', () => {
  it.each([
    ['/material-ui/', '/material-ui'],
    ['/material-ui//getting-started/installation/', '/material-ui/getting-started/installation'],
    ['/en/system', '/system'],
    ['/en', '/'],
    ['/zh/system/', '/zh/system'],
    ['/system/?q=grid&x=1', '/system?q=grid&x=1'],
  ])('%s answers 301 to %s', async (from, to) => {
    const response = await get(from);
    expect(response.status).toBe(301);
    expect(response.headers.get('Location')).toBe(`${ORIGIN}${to}`);
  });

  it('answers 404 for the legacy API address of a page that does not exist', async () => {
    expect((await get('/api-docs/not-a-component')).status).toBe(404);
    expect((await get('/api/not-a-component')).status).toBe(404);
  });
});

describe('menu group addresses', () => {
  it.each([
    ['/material-ui/getting-started', '/material-ui/getting-started/overview'],
    ['/material-ui/getting-started/', '/material-ui/getting-started/overview'],
    ['/en/material-ui/getting-started/', '/material-ui/getting-started/overview'],
    ['/zh/joy-ui/getting-started', '/zh/joy-ui/getting-started/overview'],
    ['/pt/material-ui/components', '/pt/material-ui/react-autocomplete'],
    ['/material-ui/customization/theme', '/material-ui/customization/theming'],
    ['/joy-ui/main-features', '/joy-ui/main-features/global-variants'],
    ['/system/getting-started', '/system/getting-started/overview'],
    ['/x', '/x/react-data-grid'],
  ])('%s answers one 301 to %s, a page', async (from, to) => {
    const response = await get(from);
    expect(response.status).toBe(301);
    expect(response.headers.get('Location')).toBe(`${ORIGIN}${to}`);
    expect((await get(to)).status).toBe(200);
  });
});

describe('hostile paths', () => {
  it.each(OPEN_REDIRECT_TARGETS)('does not redirect %s off-site', async (target) => {
    const response = await get(target);
    expect(response.status).not.toBe(500);
    const location = response.headers.get('Location');
    if (location !== null) expect(new URL(location).origin).toBe(ORIGIN);
  });

  it.each(MALFORMED_ESCAPES)('answers %s with a 400 page', async (target) => {
    const response = await get(target);
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('<h1');
    expect(html).toContain('Bad request');
    expect(html).toContain('<nav'); // the page keeps the menu
  });

  it.each(TRAVERSAL_TARGETS)('never serves a stored file for %s', async (target) => {
    const response = await get(target);
    expect([400, 404]).toContain(response.status);
    const body = await response.text();
    expect(body).not.toContain('{"path":"/","title"'); // a stored page file
    expect(body).not.toContain('compatibility_date');
  });

  it('answers a very long path with 400, not 500', async () => {
    expect((await get(`/${'a'.repeat(10_000)}`)).status).toBe(400);
  });

  it('keeps the query string out of the page unescaped', async () => {
    const html = await (await get('/material-ui/getting-started/installation?q=<script>alert(1)</script>')).text();
    expect(html).not.toContain('<script>alert(1)</script>');
  });
});
