// The site-wide check: every page of the sitemap fetched as a reader would get
// it, then every internal link and anchor followed, and each page's HTML held
// to its budget.
import { beforeAll, describe, expect, it } from 'vitest';
import site from '../../dist/generated/site.json';
import { BUDGETS } from '../../scripts/budgets';
import { type PageLinks, readPageLinks, splitLink } from './crawl/page-links';
import { get, PERSON_UA } from './helpers';

interface Crawled extends PageLinks {
  status: number;
  gzipBytes: number;
  /** Whether the page links a stylesheet only the onepirate template may load. */
  linksTemplateFonts: boolean;
}

// The spec: the extra font stylesheets load on the onepirate pages only.
const TEMPLATE_FONTS = [site.pageStylesheets['roboto-condensed'], site.pageStylesheets['work-sans']];
const ONEPIRATE_PAGE = /^\/premium-themes\/onepirate(\/|$)/;

const pages = new Map<string, Crawled>();
const reader = { headers: { 'user-agent': PERSON_UA } };

async function gzipSize(text: string): Promise<number> {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream('gzip'));
  return (await new Response(stream).arrayBuffer()).byteLength;
}

async function crawl(path: string): Promise<Crawled> {
  const response = await get(path, reader);
  const html = await response.text();
  const links = await readPageLinks(new Response(html, { headers: { 'content-type': 'text/html' } }));
  const linksTemplateFonts = TEMPLATE_FONTS.some((href) => html.includes(href));
  return { ...links, status: response.status, gzipBytes: await gzipSize(html), linksTemplateFonts };
}

beforeAll(async () => {
  const sitemap = await (await get('/sitemap.xml')).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
  await inBatches(paths, async (path) => void pages.set(path, await crawl(path)));
}, 300_000);

/** The keys the worker serves as files, or null where the manifest module is not available. */
async function storedFileKeys(): Promise<Set<string> | null> {
  try {
    const manifest = (await import('__STATIC_CONTENT_MANIFEST')).default;
    return new Set(Object.keys(typeof manifest === 'string' ? (JSON.parse(manifest) as Record<string, string>) : manifest));
  } catch {
    return null;
  }
}

/** Runs `task` over `items`, a few at a time: the crawl is hundreds of requests, and workerd serves them concurrently. */
async function inBatches<T>(items: readonly T[], task: (item: T) => Promise<void>, size = 8): Promise<void> {
  for (let start = 0; start < items.length; start += size) await Promise.all(items.slice(start, start + size).map(task));
}

describe('the sitemap crawl', () => {
  it('lists the site’s pages, each answering 200', () => {
    expect(pages.size).toBeGreaterThan(300);
    const failing = [...pages].filter(([, page]) => page.status !== 200).map(([path, page]) => `${path} ${page.status}`);
    expect(failing).toEqual([]);
  });

  it('finds no page above its HTML budget', () => {
    const over = [...pages]
      .filter(([, page]) => page.gzipBytes > BUDGETS.pageHtmlGzip)
      .map(([path, page]) => `${path} ${(page.gzipBytes / 1024).toFixed(1)} KB`);
    const [largest, page] = [...pages].sort(([, a], [, b]) => b.gzipBytes - a.gzipBytes)[0];
    console.info(`largest page HTML: ${largest} ${(page.gzipBytes / 1024).toFixed(1)} KB gzip (budget ${BUDGETS.pageHtmlGzip / 1024} KB)`);
    expect(over).toEqual([]);
  });

  it('finds the onepirate fonts on the onepirate pages and on no other page', () => {
    const misplaced = [...pages]
      .filter(([path, page]) => page.linksTemplateFonts !== ONEPIRATE_PAGE.test(path))
      .map(([path, page]) => `${path} ${page.linksTemplateFonts ? 'links' : 'lacks'} them`);
    expect(TEMPLATE_FONTS.every(Boolean)).toBe(true);
    expect(misplaced).toEqual([]);
  });

  it('finds no internal link to a missing page or asset', async () => {
    const targets = new Map<string, number>();
    for (const [from, page] of pages) for (const link of page.links) targets.set(splitLink(link, from).path, 0);
    // Most targets are stored files (each demo's sources, each page's Markdown): the worker serves
    // exactly the keys of the Workers Sites manifest, so those are checked against it. Requesting
    // thousands of them overflows the test pool's stack (each request through `exports.default`
    // adds a layer to a proxy chain in @cloudflare/vitest-pool-workers 0.15.1).
    const stored = await storedFileKeys();
    await inBatches(
      [...targets.keys()],
      async (path) => {
        const known = pages.get(path)?.status ?? (stored?.has(path.slice(1)) ? 200 : undefined);
        targets.set(path, known ?? (await get(path, { method: 'HEAD', ...reader })).status);
      },
      32,
    );
    const broken: string[] = [];
    for (const [from, page] of pages) {
      for (const link of page.links) {
        const status = targets.get(splitLink(link, from).path);
        if (status !== 200) broken.push(`${from} → ${link} (${status})`);
      }
    }
    expect(broken).toEqual([]);
    // Every demo's source files are among the targets: a few hundred more requests
    // (and Joy UI's generated API pages link widely).
  }, 1_800_000);

  it('finds no link to an anchor its page does not have', async () => {
    const broken: string[] = [];
    for (const [from, page] of pages) {
      for (const link of page.links) {
        const { path, fragment } = splitLink(link, from);
        if (!fragment) continue;
        const target = pages.get(path) ?? (await crawl(path));
        pages.set(path, target);
        if (!target.ids.has(fragment)) broken.push(`${from} → ${link}`);
      }
    }
    expect(broken).toEqual([]);
  });
});
