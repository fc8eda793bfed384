import type { BlogPostSummary } from '../../client/app/page-data';
import { formatPostDate } from '../../client/app/blog-format';
import { COVER_SIZE } from '../../worker/render/blog-head';
import { escapeHtml } from './prism';

/** A cover's accent, by the post's first tag: the product's color, or the site's blue. */
const ACCENTS: Record<string, string> = {
  'Material UI': '#007FFF',
  'Joy UI': '#0B6BCB',
  'Base UI': '#8C54E8',
  'MUI X': '#00A870',
  Engineering: '#F57C00',
};

export function coverAccent(tags: readonly string[]): string {
  return ACCENTS[tags[0]] ?? '#007FFF';
}

/**
 * A post's Open Graph card as a self-contained HTML document, 1200 × 630: the
 * site's mark, the title, date and byline, and the tags. `fontFaces` is CSS
 * with the text font's @font-face rules (local files when rendered by
 * scripts/blog-covers.ts). Everything from the post is escaped.
 */
export function coverHtml(post: Pick<BlogPostSummary, 'title' | 'date' | 'byline' | 'tags'>, fontFaces = ''): string {
  const accent = coverAccent(post.tags);
  const tags = post.tags.map((tag) => `<li>${escapeHtml(tag)}</li>`).join('');
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<style>
${fontFaces}
* { box-sizing: border-box; margin: 0; padding: 0; }
html, body { width: ${COVER_SIZE.width}px; height: ${COVER_SIZE.height}px; }
body {
  font-family: 'IBM Plex Sans', sans-serif;
  color: #F3F6F9;
  background: #0B1220;
  position: relative;
  overflow: hidden;
  display: flex; flex-direction: column; justify-content: space-between;
  padding: 72px 80px;
  border-top: 12px solid ${accent};
}
/* Flat shapes, not gradients: the PNG stays small. */
.shape { position: absolute; border-radius: 50%; background: ${accent}; opacity: 0.16; }
header, h1, footer { position: relative; }
header { display: flex; align-items: center; gap: 18px; font-size: 30px; font-weight: 600; letter-spacing: 0.02em; color: #B2BAC2; }
header svg { width: 56px; height: 56px; }
h1 { font-size: 68px; line-height: 1.12; font-weight: 700; max-width: 1000px; text-wrap: balance; }
footer { display: flex; align-items: flex-end; justify-content: space-between; gap: 40px; }
.meta { font-size: 28px; color: #B2BAC2; white-space: nowrap; flex-shrink: 0; }
.meta strong { color: #F3F6F9; font-weight: 600; }
ul { display: flex; flex-wrap: wrap; justify-content: flex-end; gap: 12px; list-style: none; flex: 1 1 auto; }
li { font-size: 24px; font-weight: 600; padding: 6px 18px; border-radius: 999px; border: 2px solid ${accent}; color: #F3F6F9; background: ${accent}33; }
</style>
</head>
<body>
<div class="shape" style="width: 520px; height: 520px; right: -140px; top: -200px"></div>
<div class="shape" style="width: 260px; height: 260px; right: 180px; top: 150px"></div>
<header><svg viewBox="0 0 32 32" aria-hidden="true"><rect width="32" height="32" rx="8" fill="${accent}"/><path d="M7 23V10l6 6 6-6v13M25 9v14" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/></svg>MUI blog</header>
<h1>${escapeHtml(post.title)}</h1>
<footer><p class="meta">${escapeHtml(formatPostDate(post.date))} · <strong>${escapeHtml(post.byline)}</strong></p><ul>${tags}</ul></footer>
</body>
</html>
`;
}
