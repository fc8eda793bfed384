// The blog through the worker: the index lists every post newest first with
// its metadata, each post has its metadata, cover and neighbors, the RSS feed
// is well-formed and lists every post, and the blog's pages announce the feed.
// Posts are read from the build's page index and their own pages, so the test
// checks the order against the dates the posts show, not the build's own sort.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import site from '../../dist/generated/site.json';
import { get } from './helpers';

const origin = (env as unknown as { SITE_ORIGIN: string }).SITE_ORIGIN;
const postPaths = site.pages.map((page) => page.path).filter((path) => /^\/blog\/[a-z0-9-]+$/.test(path));
const FEED_LINK = `<link rel="alternate" type="application/rss+xml" title="MUI blog" href="${origin}/blog/rss.xml">`;
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const longDate = (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number);
  return `${MONTHS[month - 1]} ${day}, ${year}`;
};
const decode = (text: string) =>
  text
    .replace(/&#x27;|&#39;|&apos;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
const metaContent = (html: string, property: string) =>
  [...html.matchAll(new RegExp(`<meta property="${property}" content="([^"]*)">`, 'g'))].map((match) => decode(match[1]));
const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));

interface Post {
  path: string;
  title: string;
  date: string;
  byline: string;
  tags: string[];
  readingTime: string;
  image: string;
  html: string;
}

/** A post as its own page shows it. */
async function readPost(path: string): Promise<Post> {
  const response = await get(path);
  expect(response.status, path).toBe(200);
  const html = await response.text();
  const head = headOf(html);
  const meta =
    /<p class="post-meta"><time dateTime="(\d{4}-\d{2}-\d{2})">([^<]+)<\/time>.*?<span class="post-byline">([^<]+)<\/span>.*?<span>(\d+ min read)<\/span><\/p>/s.exec(
      html,
    );
  expect(meta, `${path}: date, byline and reading time under the title`).not.toBeNull();
  expect(meta![2]).toBe(longDate(meta![1]));
  const tags = [
    ...(/<ul class="post-tags" aria-label="Tags">(.*?)<\/ul>/s.exec(html)?.[1] ?? '').matchAll(/<li class="post-tag">([^<]+)<\/li>/g),
  ].map((match) => decode(match[1]));
  return {
    path,
    title: decode(/<h1 id="page-title"[^>]*>([^<]+)<\/h1>/.exec(html)![1]),
    date: meta![1],
    byline: decode(meta![3]),
    tags,
    readingTime: meta![4],
    image: metaContent(head, 'og:image')[0],
    html,
  };
}

/** Whether an XML document's elements nest properly (workerd has no XML parser). */
function wellFormed(xml: string): boolean {
  const body = xml.replace(/^<\?xml[^>]*\?>\s*/, '');
  if (/&(?!(amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);)/i.test(body)) return false;
  const stack: string[] = [];
  for (const [, closing, name, selfClosing] of body.matchAll(/<(\/?)([A-Za-z][\w:.-]*)(?:\s[^<>]*?)?(\/?)>/g)) {
    if (selfClosing) continue;
    if (!closing) stack.push(name);
    else if (stack.pop() !== name) return false;
  }
  return stack.length === 0 && /^<rss[\s>]/.test(body);
}

const posts = await Promise.all(postPaths.map(readPost));
const byPath = new Map(posts.map((post) => [post.path, post]));
const newestFirst = (a: Post, b: Post) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0);

describe('the blog index', () => {
  it('has at least six posts, all in the sitemap with the index', async () => {
    expect(posts.length).toBeGreaterThanOrEqual(6);
    const sitemap = await (await get('/sitemap.xml')).text();
    for (const path of ['/blog', ...postPaths]) expect(sitemap).toContain(`<loc>${origin}${path}</loc>`);
  });

  it('lists every post newest first, each with its title, date, byline, reading time, tags and summary', async () => {
    const response = await get('/blog');
    expect(response.status).toBe(200);
    const html = await response.text();
    // The site's shell, with the menu's Blog entry active.
    expect(html).toMatch(/<a[^>]*href="\/blog"[^>]*aria-current="page"|<a[^>]*aria-current="page"[^>]*href="\/blog"/);
    const listed = [...html.matchAll(/<h2 class="blog-entry-title"><a href="([^"]+)">/g)].map((match) => match[1]);
    expect([...listed].sort()).toEqual([...postPaths].sort());
    const shown = listed.map((path) => byPath.get(path)!);
    expect(shown.map((post) => post.date)).toEqual([...shown].sort(newestFirst).map((post) => post.date));
    for (const post of shown) {
      const start = html.indexOf(`<h2 class="blog-entry-title"><a href="${post.path}">`);
      const entry = html.slice(start, html.indexOf('</ul></li>', start));
      expect(decode(entry)).toContain(`>${post.title}</a></h2>`);
      expect(entry).toContain(`<time dateTime="${post.date}">${longDate(post.date)}</time>`);
      expect(decode(entry)).toContain(`<span class="post-byline">${post.byline}</span>`);
      expect(entry).toContain(`<span>${post.readingTime}</span>`);
      expect(entry).toMatch(/<p class="blog-entry-summary">[^<]{40,}<\/p>/);
      for (const tag of post.tags) expect(decode(entry)).toContain(`<li class="post-tag">${tag}</li>`);
    }
  });
});

describe('a blog post', () => {
  it.each(postPaths)('%s is an article with its date, tags and a cover that answers', async (path) => {
    const post = byPath.get(path)!;
    const head = headOf(post.html);
    expect(head).toContain('<meta property="og:type" content="article">');
    expect(metaContent(head, 'article:published_time')).toEqual([post.date]);
    expect(metaContent(head, 'article:tag')).toEqual(post.tags);
    expect(post.tags.length).toBeGreaterThan(0);
    expect(post.byline).toMatch(/^The .+ team$/);
    expect(post.image).toMatch(new RegExp(`^${origin}/static/blog/[a-z0-9-]+\\.png$`));
    const cover = await get(new URL(post.image).pathname);
    expect(cover.status).toBe(200);
    expect(cover.headers.get('Content-Type')).toBe('image/png');
    const bytes = new Uint8Array(await cover.arrayBuffer());
    expect([...bytes.slice(1, 4)].map((byte) => String.fromCharCode(byte)).join('')).toBe('PNG');
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image">');
  });

  it('leads to the next older post and the next newer one, none past either end', () => {
    const ordered = [...posts].sort(newestFirst);
    const link = (html: string, rel: 'prev' | 'next') =>
      [...html.matchAll(/<a href="([^"]+)" rel="(prev|next)">/g)].find((match) => match[2] === rel)?.[1];
    for (const post of ordered) {
      const older = link(post.html, 'prev');
      const newer = link(post.html, 'next');
      if (older) expect(byPath.get(older)!.date <= post.date, `${post.path} → ${older}`).toBe(true);
      if (newer) expect(byPath.get(newer)!.date >= post.date, `${post.path} → ${newer}`).toBe(true);
    }
    // Following "newer" from the oldest post visits every post once, ending at the newest.
    const visited: string[] = [];
    for (let path: string | undefined = ordered.at(-1)!.path; path; path = link(byPath.get(path)!.html, 'next')) {
      expect(visited).not.toContain(path);
      visited.push(path);
    }
    expect(visited).toEqual([...visited].sort((a, b) => newestFirst(byPath.get(b)!, byPath.get(a)!)));
    expect(visited.length).toBe(posts.length);
    expect(link(ordered[0].html, 'next')).toBeUndefined();
    expect(link(ordered.at(-1)!.html, 'prev')).toBeUndefined();
  });
});

describe('the RSS feed', () => {
  it('is well-formed RSS 2.0, served as XML, listing every post newest first with absolute links', async () => {
    const response = await get('/blog/rss.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^application\/(rss\+)?xml/);
    const xml = await response.text();
    expect(wellFormed(xml)).toBe(true);
    expect(xml).toContain('<rss version="2.0"');
    expect(xml).toContain(`<atom:link href="${origin}/blog/rss.xml" rel="self" type="application/rss+xml"/>`);
    const items = [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((match) => match[1]);
    const links = items.map((item) => /<link>([^<]+)<\/link>/.exec(item)![1]);
    expect(links.every((href) => href.startsWith(`${origin}/blog/`))).toBe(true);
    const listed = links.map((href) => byPath.get(new URL(href).pathname)!);
    expect(listed.map((post) => post.path).sort()).toEqual([...postPaths].sort());
    expect(listed.map((post) => post.date)).toEqual([...listed].sort(newestFirst).map((post) => post.date));
    for (const [index, item] of items.entries()) {
      const post = listed[index];
      expect(decode(/<title>([^<]+)<\/title>/.exec(item)![1])).toBe(post.title);
      expect(item).toContain(`<pubDate>${new Date(`${post.date}T00:00:00Z`).toUTCString()}</pubDate>`);
      expect(item).toContain(`<guid isPermaLink="true">${origin}${post.path}</guid>`);
    }
  });

  it('is announced in the head of the blog index and its posts, not elsewhere', async () => {
    expect(headOf(await (await get('/blog')).text())).toContain(FEED_LINK);
    expect(headOf(posts[0].html)).toContain(FEED_LINK);
    expect(headOf(await (await get('/material-ui/react-button')).text())).not.toContain('application/rss+xml');
  });
});
