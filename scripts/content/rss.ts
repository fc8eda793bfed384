import type { BlogPostSummary } from '../../client/app/page-data';

export interface FeedChannel {
  /** The site's absolute origin (`SITE_ORIGIN`): every link in a feed is absolute. */
  origin: string;
  title: string;
  description: string;
  /** The blog index's path, the channel's link. */
  blogPath: string;
  /** The feed's own path (its `atom:link rel="self"`). */
  feedPath: string;
}

/** Text for XML: the five special characters escaped, characters XML 1.0 forbids dropped. */
export function escapeXml(text: string): string {
  return text
    .replace(/[^\u0009\u000A\u000D\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
}

/** An ISO date (`2024-02-08`) as RSS's RFC 822 date, at midnight UTC: `Thu, 08 Feb 2024 00:00:00 GMT`. */
export function rfc822(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toUTCString();
}

/**
 * The blog as an RSS 2.0 feed: one item per post in the order given (the
 * build passes them newest first), each with its absolute link as guid, its
 * date, byline (`dc:creator`: RSS's own `author` wants an e-mail address),
 * tags as categories and summary. `lastBuildDate` is the newest post's date,
 * so the same posts always give the same bytes.
 */
export function renderRss(channel: FeedChannel, posts: readonly BlogPostSummary[]): string {
  const url = (path: string) => escapeXml(new URL(path, channel.origin).href);
  const items = posts.map((post) =>
    [
      '<item>',
      `<title>${escapeXml(post.title)}</title>`,
      `<link>${url(post.path)}</link>`,
      `<guid isPermaLink="true">${url(post.path)}</guid>`,
      `<pubDate>${rfc822(post.date)}</pubDate>`,
      `<dc:creator>${escapeXml(post.byline)}</dc:creator>`,
      ...post.tags.map((tag) => `<category>${escapeXml(tag)}</category>`),
      `<description>${escapeXml(post.summary)}</description>`,
      '</item>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '<channel>',
    `<title>${escapeXml(channel.title)}</title>`,
    `<link>${url(channel.blogPath)}</link>`,
    `<description>${escapeXml(channel.description)}</description>`,
    '<language>en-us</language>',
    ...(posts.length
      ? [
          `<lastBuildDate>${rfc822(
            posts
              .map((post) => post.date)
              .sort()
              .at(-1)!,
          )}</lastBuildDate>`,
        ]
      : []),
    `<atom:link href="${url(channel.feedPath)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}
