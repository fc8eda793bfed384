import type { BlogPostSummary, PageData, PageLink } from '../../client/app/page-data';
import { BLOG_FEED } from '../../worker/render/blog-head';
import { readingMinutes } from './reading-time';

/** The blog's index page; every post is a page under it (`content/pages/blog/<slug>.md`). */
export const BLOG_PATH = '/blog';
/** Where the build writes the blog's RSS feed (linked from the head of blog pages). */
export const BLOG_FEED_PATH = BLOG_FEED.href;
/** Covers (Open Graph images) are committed PNGs, one per post, made by `scripts/blog-covers.ts`. */
export const COVER_DIR = '/static/blog';

/** A post's address: `/blog/<slug>`, one level under the index. */
export const isPostPath = (path: string) => /^\/blog\/[a-z0-9]+(?:-[a-z0-9]+)*$/.test(path);

/** A post's cover, by its address: `/blog/material-ui-v5-15` → `/static/blog/material-ui-v5-15.png`. */
export const coverPathOf = (postPath: string) => `${COVER_DIR}/${postPath.slice(BLOG_PATH.length + 1)}.png`;

/** What the blog needs of a compiled Markdown page. */
export interface BlogSourcePage {
  file: string;
  data: PageData;
  frontmatter: Record<string, unknown>;
  words: number;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * `date` as an ISO date. YAML reads an unquoted `2024-02-08` as a Date (at
 * midnight UTC), a quoted one as a string: both are accepted, and a date that
 * does not exist (`2024-02-30`) is refused.
 */
export function isoDateOf(value: unknown, file: string): string {
  const text = value instanceof Date && !Number.isNaN(value.getTime()) ? value.toISOString().slice(0, 10) : value;
  const match = typeof text === 'string' ? ISO_DATE.exec(text) : null;
  if (!match) throw new Error(`${file}: a post needs a \`date\` in ISO form (2024-02-08)`);
  const parsed = new Date(`${match[0]}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== match[0])
    throw new Error(`${file}: ${match[0]} is not a date`);
  return match[0];
}

/** A post's metadata from its compiled page; throws naming the file when its frontmatter is incomplete. */
export function postSummaryOf(page: BlogSourcePage): BlogPostSummary {
  const { frontmatter: front, file } = page;
  const byline = typeof front.byline === 'string' ? front.byline.trim() : '';
  if (!byline) throw new Error(`${file}: a post needs a \`byline\` (the team that wrote it)`);
  const tags = Array.isArray(front.tags) ? front.tags.map((tag) => String(tag).trim()).filter(Boolean) : [];
  if (!tags.length) throw new Error(`${file}: a post needs \`tags\` (a list)`);
  if (new Set(tags).size !== tags.length) throw new Error(`${file}: a tag is listed twice`);
  if (!page.data.description.trim()) throw new Error(`${file}: a post needs a \`description\` (its summary)`);
  return {
    path: page.data.path,
    title: page.data.title,
    summary: page.data.description.trim(),
    date: isoDateOf(front.date, file),
    byline,
    tags,
    readingMinutes: readingMinutes(page.words),
    image: coverPathOf(page.data.path),
  };
}

/** Newest first; posts of the same day by title, so the order never depends on the file system. */
export function orderPosts<T extends Pick<BlogPostSummary, 'date' | 'title'>>(posts: readonly T[]): T[] {
  return [...posts].sort((a, b) => (a.date === b.date ? a.title.localeCompare(b.title, 'en') : a.date < b.date ? 1 : -1));
}

/** The posts either side of one in time, in an order of `orderPosts`: the next older and the next newer. */
export function postNeighbors(ordered: readonly BlogPostSummary[], path: string): { older: PageLink | null; newer: PageLink | null } {
  const index = ordered.findIndex((post) => post.path === path);
  if (index === -1) throw new Error(`${path} is not a post`);
  const link = (post: BlogPostSummary | undefined) => (post ? { pathname: post.path, title: post.title } : null);
  return { older: link(ordered[index + 1]), newer: link(ordered[index - 1]) };
}

/**
 * Gives the blog's pages their data, in place: each post its metadata, its
 * neighbors and its menu entry (`/blog`), the index every post. Returns the
 * posts newest first. A page under `/blog/` that is not a post's address, or a
 * post without the index, fails.
 */
export function attachBlog(pages: readonly BlogSourcePage[]): BlogPostSummary[] {
  const under = pages.filter((page) => page.data.path.startsWith(`${BLOG_PATH}/`));
  const wrong = under.filter((page) => !isPostPath(page.data.path));
  if (wrong.length)
    throw new Error(`blog posts are content/pages/blog/<slug>.md with a lowercase slug: ${wrong.map((page) => page.file).join(', ')}`);
  const posts = orderPosts(under.map(postSummaryOf));
  if (!posts.length) return posts;
  const index = pages.find((page) => page.data.path === BLOG_PATH);
  if (!index) throw new Error(`blog posts need the index page, content/pages/blog/index.md`);
  index.data.posts = posts;
  for (const page of under) {
    const summary = posts.find((post) => post.path === page.data.path)!;
    page.data.post = { ...summary, ...postNeighbors(posts, summary.path) };
    page.data.menuPath = BLOG_PATH;
  }
  return posts;
}
