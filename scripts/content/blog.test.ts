import { describe, expect, it } from 'vitest';
import type { PageData } from '../../client/app/page-data';
import { attachBlog, coverPathOf, isoDateOf, isPostPath, orderPosts, postNeighbors, postSummaryOf, type BlogSourcePage } from './blog';

const page = (path: string, title: string, frontmatter: Record<string, unknown> = {}, words = 1_000): BlogSourcePage => ({
  file: `${path.slice(1) || 'index'}.md`,
  data: { path, title, description: `About ${title}.`, html: '', toc: [] } satisfies PageData,
  frontmatter,
  words,
});
const post = (slug: string, date: string | Date, title = slug) =>
  page(`/blog/${slug}`, title, { date, byline: 'The Material UI team', tags: ['Material UI', 'Release'] });

describe('isoDateOf', () => {
  it('takes a quoted ISO date or the Date YAML makes of an unquoted one', () => {
    expect(isoDateOf('2024-02-08', 'a.md')).toBe('2024-02-08');
    expect(isoDateOf(new Date('2024-02-08T00:00:00Z'), 'a.md')).toBe('2024-02-08');
  });

  it('refuses other forms and days that do not exist, naming the file', () => {
    expect(() => isoDateOf('Feb 8, 2024', 'a.md')).toThrow('a.md');
    expect(() => isoDateOf('2024-02-30', 'a.md')).toThrow('not a date');
    expect(() => isoDateOf(undefined, 'a.md')).toThrow('date');
  });
});

describe('postSummaryOf', () => {
  it('reads the metadata and computes the reading time and cover', () => {
    expect(postSummaryOf(post('grid-v6', '2024-02-09', 'Data Grid v6'))).toEqual({
      path: '/blog/grid-v6',
      title: 'Data Grid v6',
      summary: 'About Data Grid v6.',
      date: '2024-02-09',
      byline: 'The Material UI team',
      tags: ['Material UI', 'Release'],
      readingMinutes: 5,
      image: '/static/blog/grid-v6.png',
    });
  });

  it('needs a byline and tags', () => {
    expect(() => postSummaryOf(page('/blog/a', 'A', { date: '2024-01-01', tags: ['x'] }))).toThrow('byline');
    expect(() => postSummaryOf(page('/blog/a', 'A', { date: '2024-01-01', byline: 'The MUI team' }))).toThrow('tags');
    expect(() => postSummaryOf(page('/blog/a', 'A', { date: '2024-01-01', byline: 'The MUI team', tags: ['x', 'x'] }))).toThrow('twice');
  });
});

describe('post addresses', () => {
  it('are one lowercase slug under /blog', () => {
    expect(isPostPath('/blog/material-ui-v5-15')).toBe(true);
    expect(isPostPath('/blog')).toBe(false);
    expect(isPostPath('/blog/2024/grid')).toBe(false);
    expect(isPostPath('/blog/Grid')).toBe(false);
    expect(coverPathOf('/blog/material-ui-v5-15')).toBe('/static/blog/material-ui-v5-15.png');
  });
});

describe('orderPosts and postNeighbors', () => {
  const posts = orderPosts(
    [post('b', '2024-02-09', 'Beta'), post('old', '2023-03-03'), post('a', '2024-02-09', 'Alpha'), post('new', '2026-11-25')].map(
      postSummaryOf,
    ),
  );

  it('order newest first, posts of one day by title', () => {
    expect(posts.map((entry) => entry.path)).toEqual(['/blog/new', '/blog/a', '/blog/b', '/blog/old']);
  });

  it('link each post to the next older and the next newer, none past either end', () => {
    expect(postNeighbors(posts, '/blog/a')).toEqual({
      older: { pathname: '/blog/b', title: 'Beta' },
      newer: { pathname: '/blog/new', title: 'new' },
    });
    expect(postNeighbors(posts, '/blog/new').newer).toBeNull();
    expect(postNeighbors(posts, '/blog/old').older).toBeNull();
    expect(() => postNeighbors(posts, '/blog/none')).toThrow('not a post');
  });
});

describe('attachBlog', () => {
  it('gives the index every post newest first, each post its neighbors and the Blog menu entry', () => {
    const index = page('/blog', 'Blog');
    const pages = [index, post('first', '2024-01-01', 'First'), post('second', '2024-06-01', 'Second'), page('/system', 'MUI System')];
    const posts = attachBlog(pages);
    expect(posts.map((entry) => entry.title)).toEqual(['Second', 'First']);
    expect(index.data.posts).toEqual(posts);
    expect(pages[1].data.post).toMatchObject({ title: 'First', older: null, newer: { pathname: '/blog/second', title: 'Second' } });
    expect(pages[1].data.menuPath).toBe('/blog');
    expect(pages[3].data.post).toBeUndefined();
  });

  it('fails on a page under /blog that is not a post address, or posts without the index', () => {
    expect(() => attachBlog([page('/blog', 'Blog'), post('2024/x', '2024-01-01')])).toThrow('lowercase slug');
    expect(() => attachBlog([post('x', '2024-01-01')])).toThrow('index page');
  });
});
