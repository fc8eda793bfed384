import { describe, expect, it } from 'vitest';
import type { PageData } from '../../client/app/page-data';
import { blogHead } from './blog-head';

const page = (path: string, extra: Partial<PageData> = {}): PageData => ({
  path,
  title: 'T',
  description: 'D',
  html: '',
  toc: [],
  ...extra,
});

describe('blogHead', () => {
  it('announces the feed on the index and posts, and gives a post its article metadata and cover', () => {
    expect(blogHead(page('/blog'))).toEqual({ feeds: [{ href: '/blog/rss.xml', title: 'MUI blog', type: 'application/rss+xml' }] });
    const post = {
      path: '/blog/x',
      title: 'X v6',
      summary: 'D',
      date: '2024-02-09',
      byline: 'The MUI X team',
      tags: ['MUI X'],
      readingMinutes: 3,
      image: '/static/blog/x.png',
      older: null,
      newer: null,
    };
    expect(blogHead(page('/blog/x', { post }))).toEqual({
      feeds: [{ href: '/blog/rss.xml', title: 'MUI blog', type: 'application/rss+xml' }],
      article: { publishedTime: '2024-02-09', tags: ['MUI X'] },
      image: { href: '/static/blog/x.png', width: 1200, height: 630, alt: 'X v6' },
    });
  });

  it('adds nothing elsewhere', () => {
    expect(blogHead(page('/material-ui/react-button'))).toEqual({});
    expect(blogHead(page('/blogging'))).toEqual({});
  });
});
