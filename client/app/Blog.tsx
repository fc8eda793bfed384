import { formatPostDate, readingTimeLabel } from './blog-format';
import type { Language } from '../../worker/paths/languages';
import { localizeHref } from './links';
import type { BlogPostSummary } from './page-data';

/** Date, byline and reading time of a post, on one line. */
export function PostMeta({ post }: { post: BlogPostSummary }) {
  return (
    <p className="post-meta">
      <time dateTime={post.date}>{formatPostDate(post.date)}</time>
      <span aria-hidden="true"> · </span>
      <span className="post-byline">{post.byline}</span>
      <span aria-hidden="true"> · </span>
      <span>{readingTimeLabel(post.readingMinutes)}</span>
    </p>
  );
}

/** A post's tags, as labels. */
export function PostTags({ tags }: { tags: readonly string[] }) {
  return (
    <ul className="post-tags" aria-label="Tags">
      {tags.map((tag) => (
        <li key={tag} className="post-tag">
          {tag}
        </li>
      ))}
    </ul>
  );
}

/** The blog's index: every post, newest first (the build's order), with its metadata and summary. */
export function BlogIndex({ posts, language }: { posts: readonly BlogPostSummary[]; language: Language }) {
  return (
    <ol className="blog-list" aria-label="Posts, newest first">
      {posts.map((post) => (
        <li key={post.path} className="blog-entry">
          <h2 className="blog-entry-title">
            <a href={localizeHref(post.path, language)}>{post.title}</a>
          </h2>
          <PostMeta post={post} />
          <p className="blog-entry-summary">{post.summary}</p>
          <PostTags tags={post.tags} />
        </li>
      ))}
    </ol>
  );
}
