import { describe, expect, it } from 'vitest';
import { get } from './helpers';

/**
 * Traces of the site's rendered HTML (highlighting, heading anchors, demo markers)
 * that must never leak into a Markdown file. Demo sources are JSX, so tags as such are fine.
 */
const HTML_TRACES = [/<span class="token/, /class="(anchor-link|code-block|markdown-body)"/, /<!--demo:/, /<h[1-6] id=/];

async function markdown(path: string) {
  const response = await get(path);
  expect(response.status).toBe(200);
  expect(response.headers.get('Content-Type')).toBe('text/markdown; charset=utf-8');
  const text = await response.text();
  for (const trace of HTML_TRACES) expect(text).not.toMatch(trace);
  return text;
}

describe('pages as Markdown', () => {
  it('serves a component page at its path plus .md: prose, then each demo’s TypeScript source', async () => {
    const text = await markdown('/material-ui/react-button.md');
    expect(text.startsWith('# Button\n\n> ')).toBe(true);
    expect(text).toContain('```tsx title="ButtonSizes.tsx"');
    expect(text).toContain("from '@mui/material/Button'");
    expect(text).not.toContain('```demo');
  });

  it('writes an API page’s props and classes as Markdown tables', async () => {
    const text = await markdown('/material-ui/api/button.md');
    expect(text).toContain('| Name | Type | Default | Description |');
    expect(text).toMatch(/\| `disableElevation` \| `boolean` \| `false` \| .+ \|/);
    expect(text).toContain('| `.MuiButton-root` | `root` |');
  });

  it('gives a Base UI demo in each of its code stylings', async () => {
    const text = await markdown('/base-ui/react-button.md');
    expect(text).toContain('title="UnstyledButton.system.tsx"');
    expect(text).toContain('title="UnstyledButton.tailwind.tsx"');
    expect(text).toContain('```css title="UnstyledButton.css"');
  });

  it('answers a revalidation with 304 and no body', async () => {
    const first = await get('/system/getting-started/overview.md');
    const etag = first.headers.get('ETag');
    expect(etag).toBeTruthy();
    const again = await get('/system/getting-started/overview.md', { headers: { 'If-None-Match': etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('answers 404 for a page that does not exist', async () => {
    expect((await get('/material-ui/react-nothing.md')).status).toBe(404);
  });

  it('offers the Markdown on the page itself, to copy or open', async () => {
    const html = await (await get('/material-ui/react-button')).text();
    expect(html).toContain('data-copy-page="/material-ui/react-button.md"');
    expect(html).toContain('href="/material-ui/react-button.md"');
  });
});

describe('llms.txt', () => {
  it('lists each library’s pages as Markdown links that all answer', async () => {
    const response = await get('/llms.txt');
    expect(response.headers.get('Content-Type')).toBe('text/plain; charset=utf-8');
    const text = await response.text();
    expect(text.startsWith('# MUI documentation\n\n> ')).toBe(true);
    for (const library of ['Material UI', 'Joy UI', 'Base UI', 'MUI System', 'MUI X Data Grid', 'MUI X Date and Time Pickers']) {
      expect(text).toContain(`\n## ${library}\n`);
    }
    const links = [...text.matchAll(/\]\(https:\/\/mui\.com(\/[^)]+\.md)\)/g)].map((match) => match[1]);
    expect(links).toContain('/material-ui/react-button.md');
    expect(links.length).toBeGreaterThan(150);
    const statuses = await Promise.all(links.map(async (path) => [path, (await get(path, { method: 'HEAD' })).status] as const));
    expect(statuses.filter(([, status]) => status !== 200)).toEqual([]);
  });

  it('holds every page in llms-full.txt', async () => {
    const text = await (await get('/llms-full.txt')).text();
    expect(text).toContain('\n# Button API\n');
    expect(text).toContain('# Installation');
  });
});
