// `npx tsx scripts/blog-covers.ts`: draws each blog post's Open Graph cover
// (scripts/content/blog-cover.ts) in Chromium and writes it to
// public/static/blog/<slug>.png, where the build expects it. Run it after
// adding a post or changing a post's title, date, byline or tags, and commit
// the PNGs. `--missing` draws only the covers that do not exist yet.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { chromium } from 'playwright-core';
import { attachBlog } from './content/blog';
import { coverHtml } from './content/blog-cover';
import { compileContentPages } from './content/pages-fs';
import { COVER_SIZE } from '../worker/render/blog-head';

const root = join(import.meta.dirname, '..');
const posts = attachBlog(compileContentPages(join(root, 'content/pages')));
const onlyMissing = process.argv.includes('--missing');
const fontDir = join(root, 'node_modules/@fontsource/ibm-plex-sans/files');
// The text font, inlined so the page needs no network and no file access.
const fontFaces = [400, 600, 700]
  .map((weight) => {
    const data = readFileSync(join(fontDir, `ibm-plex-sans-latin-${weight}-normal.woff2`)).toString('base64');
    return `@font-face { font-family: 'IBM Plex Sans'; font-weight: ${weight}; src: url(data:font/woff2;base64,${data}) format('woff2'); }`;
  })
  .join('\n');

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
});
try {
  const page = await browser.newPage({ viewport: COVER_SIZE, deviceScaleFactor: 1 });
  for (const post of posts) {
    const file = join(root, 'public', post.image);
    if (onlyMissing && existsSync(file)) continue;
    await page.setContent(coverHtml(post, fontFaces), { waitUntil: 'load' });
    await page.evaluate(() => document.fonts.ready);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, await page.screenshot({ type: 'png', clip: { x: 0, y: 0, ...COVER_SIZE } }));
    console.log(`${post.image} (${post.title})`);
  }
} finally {
  await browser.close();
}
