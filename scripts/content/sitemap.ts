import { escapeHtml } from './prism';

/** sitemap.xml listing every page, English addresses with their language alternates. */
export function renderSitemap(origin: string, paths: readonly string[]): string {
  const url = (path: string) => escapeHtml(new URL(path, origin).href);
  const entries = paths.map((path) => {
    const alternates = ['zh', 'pt']
      .map((lang) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${url(path === '/' ? `/${lang}` : `/${lang}${path}`)}"/>`)
      .join('');
    return `<url><loc>${url(path)}</loc>${alternates}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
}

/** robots.txt: everything may be crawled but the data endpoint; the sitemap is named. */
export function renderRobots(origin: string): string {
  return `User-agent: *\nDisallow: /_data/\nAllow: /\n\nSitemap: ${new URL('/sitemap.xml', origin).href}\n`;
}
