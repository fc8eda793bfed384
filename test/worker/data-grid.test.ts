import { describe, expect, it, vi } from 'vitest';
import site from '../../dist/generated/site.json';
import { get } from './helpers';

// The grid's own pages, and the docs experiment that shows a Premium grid in the page's building blocks.
const gridPages = site.pages
  .map((page) => page.path)
  .filter((path) => /^\/x\/react-data-grid(\/|$)/.test(path) || path === '/experiments/docs/data-grid-premium');

describe('Data Grid pages', () => {
  it('has the overview, demo and feature pages published', () => {
    for (const path of [
      '/x/react-data-grid',
      '/x/react-data-grid/demo',
      '/x/react-data-grid/getting-started',
      '/experiments/docs/data-grid-premium',
    ]) {
      expect(gridPages).toContain(path);
    }
  });

  // Any theme but the build's makes the worker render the demos itself: the grid's code and frame run in workerd.
  it.each(
    gridPages.flatMap((path) => [[path, 'direction=rtl', ''] as const, [path, '', '/zh'] as const, [path, 'dense=true', '/pt'] as const]),
  )('renders %s for another theme (cookie %s, prefix %s) with every demo in place and no render error', async (path, cookie, prefix) => {
    const errors = vi.spyOn(console, 'error');
    const response = await get(`${prefix}${path}`, { headers: cookie ? { Cookie: cookie } : {} });
    expect(response.status).toBe(200);
    const html = await response.text();
    const demos = [...html.matchAll(/<div class="demo-preview" data-demo="([^"]+)">(.*?)<\/div>/g)];
    expect(demos.length).toBeGreaterThan(0);
    // Version 6 of the grid draws itself in the browser: the server sends each demo's sized parent box.
    for (const [, id, inner] of demos) expect(inner, id).toMatch(/MuiBox-root|MuiStack-root|<style/);
    expect(errors.mock.calls.filter(([message]) => String(message).startsWith('render error'))).toEqual([]);
    errors.mockRestore();
  });

  it("shows a Pro feature's plan beside its title, and none on MIT pages", async () => {
    const pinning = await (await get('/x/react-data-grid/column-pinning')).text();
    expect(pinning).toMatch(/<p class="page-badges"><span class="chip chip-pro">Pro<\/span><\/p>/);
    const sorting = await (await get('/x/react-data-grid/sorting')).text();
    expect(sorting).not.toContain('class="page-badges"');
  });
});
