import { describe, expect, it } from 'vitest';
import type { BlogPostSummary } from '../../client/app/page-data';
import { escapeXml, renderRss, rfc822 } from './rss';

const channel = {
  origin: 'https://docs.example',
  title: 'MUI blog',
  description: 'News & notes',
  blogPath: '/blog',
  feedPath: '/blog/rss.xml',
};
const post = (slug: string, date: string, title: string): BlogPostSummary => ({
  path: `/blog/${slug}`,
  title,
  summary: `Summary of ${title}`,
  date,
  byline: 'The MUI X team',
  tags: ['Data Grid', 'R&D'],
  readingMinutes: 4,
  image: `/static/blog/${slug}.png`,
});

describe('escapeXml', () => {
  it('escapes the special characters and drops what XML cannot hold', () => {
    expect(escapeXml(`<a href="x">Tom & Jerry's</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;');
    expect(escapeXml('bell\u0007 and tab\t')).toBe('bell and tab\t');
  });
});

describe('rfc822', () => {
  it('writes an ISO date as RSS wants it, at midnight UTC', () => {
    expect(rfc822('2024-02-08')).toBe('Thu, 08 Feb 2024 00:00:00 GMT');
  });
});

describe('renderRss', () => {
  const xml = renderRss(channel, [post('newer', '2024-02-09', 'Grid <v6>'), post('older', '2023-03-03', 'Pickers')]);

  it('is an RSS 2.0 channel with absolute links and a self link', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true);
    expect(xml).toContain('<link>https://docs.example/blog</link>');
    expect(xml).toContain('<atom:link href="https://docs.example/blog/rss.xml" rel="self" type="application/rss+xml"/>');
    expect(xml).toContain('<description>News &amp; notes</description>');
    expect(xml).toContain('<lastBuildDate>Fri, 09 Feb 2024 00:00:00 GMT</lastBuildDate>');
  });

  it('lists the posts in the order given, escaped, with guid, date, byline and categories', () => {
    const items = [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((match) => match[1]);
    expect(items).toHaveLength(2);
    expect(items[0]).toContain('<title>Grid &lt;v6&gt;</title>');
    expect(items[0]).toContain('<guid isPermaLink="true">https://docs.example/blog/newer</guid>');
    expect(items[0]).toContain('<pubDate>Fri, 09 Feb 2024 00:00:00 GMT</pubDate>');
    expect(items[0]).toContain('<dc:creator>The MUI X team</dc:creator>');
    expect(items[0]).toContain('<category>R&amp;D</category>');
    expect(items[1]).toContain('<link>https://docs.example/blog/older</link>');
  });

  it('has balanced elements (nothing left open by the escaping)', () => {
    const opened = xml.match(/<(?![?/!])[a-z:]+(?=[\s>])(?![^>]*\/>)/g)!.length;
    const closed = xml.match(/<\/[a-z:]+>/g)!.length;
    expect(opened).toBe(closed);
  });
});
