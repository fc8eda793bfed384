import type { PageData } from '../../client/app/page-data';
import type { HeadOptions } from './head';

/** The blog's RSS feed, written by the build and announced in the head of the blog's pages. */
export const BLOG_FEED = { href: '/blog/rss.xml', title: 'MUI blog', type: 'application/rss+xml' } as const;

/** The size of a post's cover, the usual Open Graph card (1.91:1). */
export const COVER_SIZE = { width: 1200, height: 630 } as const;

/** Whether a page is the blog's index or one of its posts. */
export const isBlogPage = (page: Pick<PageData, 'path'>) => page.path === '/blog' || page.path.startsWith('/blog/');

/** What the head adds for the blog: the feed link on its pages, and for a post its article metadata and cover. */
export function blogHead(page: PageData): Pick<HeadOptions, 'article' | 'image' | 'feeds'> {
  if (!isBlogPage(page)) return {};
  const { post } = page;
  return {
    feeds: [BLOG_FEED],
    ...(post && {
      article: { publishedTime: post.date, tags: post.tags },
      image: { href: post.image, ...COVER_SIZE, alt: post.title },
    }),
  };
}
