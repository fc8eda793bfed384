import { LANGUAGES, type Language, withLanguagePrefix } from '../paths/languages';
import { escapeHtml } from './escape';
import { DEMO_STYLES_ATTRIBUTE } from '../../client/app/demo/deferred-preview';

export interface HeadOptions {
  language: Language;
  title: string;
  description: string;
  /** Canonical, unprefixed path of the page; null for pages that must not be indexed. */
  path: string | null;
  siteOrigin: string;
  themeColors: { light: string; dark: string };
  /** Stylesheets linked (a fonts service, a page's extra fonts). */
  stylesheets: readonly string[];
  /**
   * Small stylesheets of the site's own, written into the page so none of them
   * blocks the first paint (`href` is where the same file is served).
   */
  inlineStyles: readonly { href: string; css: string }[];
  /**
   * The shell's global style sheets (theme variables, baseline), marked as emotion marks the sheets it has
   * moved (`data-s`): emotion's cache in the browser then leaves them where they are, and moving one would
   * restyle the whole page.
   */
  globalSheets?: readonly { marker: string; css: string }[];
  /** Address, less its extension, of the styles the page's inert demo previews are sent without (`/_demo-styles/…`). */
  demoStyles?: string;
  /** The site's icon: a `data:` address, so no request competes with the page's first paint; `/favicon.svg` otherwise. */
  icon?: string;
  /** Hashed fonts worth fetching before the stylesheet is parsed. */
  preloadFonts: readonly string[];
  direction: 'ltr' | 'rtl';
  /** `data-code-variant` / `data-code-styling`: CSS shows the reader's variant of every code block. */
  codeVariant: string;
  codeStyling: string;
  /** Runs first in <body>, before anything paints (allowed by its hash in the CSP). */
  inlineScript: string;
  /** The client entry, which the inline script loads once the page has painted (`data-entry` on `<body>`). */
  entry: string;
  /** The boot's chunks in evaluation order (`data-boot`): fetched with the entry, evaluated by it one per task. */
  boot?: readonly string[];
  /** An article (a blog post): Open Graph type `article`, its date and tags. */
  article?: { publishedTime: string; tags: readonly string[] };
  /** The page's Open Graph image: a site path or absolute URL, its size and text alternative. */
  image?: { href: string; width: number; height: number; alt: string };
  /** Feeds announced to readers and feed readers (`<link rel="alternate">`). */
  feeds?: readonly { href: string; title: string; type: 'application/rss+xml' | 'application/atom+xml' }[];
}

/** The syntax theme's address (the specification names it). */
export const PRISM_STYLESHEET = '/static/styles/prism-okaidia.css';

const OG_LOCALES: Record<Language, string> = { en: 'en_US', zh: 'zh_CN', pt: 'pt_BR' };

/** The document up to and including `<body>` and its first script: everything a browser can start on at once. */
export function renderHead(options: HeadOptions): string {
  const { language, siteOrigin, path } = options;
  const url = (lang: Language) => (path === null ? null : new URL(withLanguagePrefix(path, lang), siteOrigin).href);
  const canonical = url(language);
  // Open Graph wants an absolute image address.
  const image = options.image ? new URL(options.image.href, siteOrigin).href : null;
  const lines = [
    '<!DOCTYPE html>',
    `<html lang="${language}" dir="${options.direction}" data-code-variant="${escapeHtml(options.codeVariant)}" data-code-styling="${escapeHtml(options.codeStyling)}" data-mui-color-scheme="light">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(options.title)}</title>`,
    `<meta name="description" content="${escapeHtml(options.description)}">`,
    ...(canonical
      ? [
          `<link rel="canonical" href="${escapeHtml(canonical)}">`,
          ...LANGUAGES.map((lang) => `<link rel="alternate" hreflang="${lang}" href="${escapeHtml(url(lang)!)}">`),
          `<link rel="alternate" hreflang="x-default" href="${escapeHtml(url('en')!)}">`,
          `<meta property="og:url" content="${escapeHtml(canonical)}">`,
        ]
      : ['<meta name="robots" content="noindex">']),
    `<meta property="og:type" content="${options.article ? 'article' : 'website'}">`,
    '<meta property="og:site_name" content="MUI">',
    `<meta property="og:title" content="${escapeHtml(options.title)}">`,
    `<meta property="og:description" content="${escapeHtml(options.description)}">`,
    `<meta property="og:locale" content="${OG_LOCALES[language]}">`,
    ...(image
      ? [
          `<meta property="og:image" content="${escapeHtml(image)}">`,
          `<meta property="og:image:width" content="${options.image!.width}">`,
          `<meta property="og:image:height" content="${options.image!.height}">`,
          `<meta property="og:image:alt" content="${escapeHtml(options.image!.alt)}">`,
        ]
      : []),
    ...(options.article
      ? [
          `<meta property="article:published_time" content="${escapeHtml(options.article.publishedTime)}">`,
          ...options.article.tags.map((tag) => `<meta property="article:tag" content="${escapeHtml(tag)}">`),
        ]
      : []),
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}">`,
    ...(options.feeds ?? []).map(
      (feed) =>
        `<link rel="alternate" type="${feed.type}" title="${escapeHtml(feed.title)}" href="${escapeHtml(new URL(feed.href, siteOrigin).href)}">`,
    ),
    `<meta name="theme-color" content="${options.themeColors.light}" media="(prefers-color-scheme: light)">`,
    `<meta name="theme-color" content="${options.themeColors.dark}" media="(prefers-color-scheme: dark)">`,
    `<link rel="icon" href="${escapeHtml(options.icon ?? '/favicon.svg')}" type="image/svg+xml">`,
    ...options.preloadFonts.map((href) => `<link rel="preload" href="${escapeHtml(href)}" as="font" type="font/woff2" crossorigin>`),
    ...options.inlineStyles.map(({ href, css }) => `<style data-href="${escapeHtml(href)}">${cssInStyleElement(css)}</style>`),
    ...options.stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`),
    ...(options.globalSheets ?? []).map(
      ({ marker, css }) => `<style data-emotion="${escapeHtml(marker)}" data-s="">${cssInStyleElement(css)}</style>`,
    ),
    // The inert previews' styles: linked for a reader without JavaScript; the browser's script reads the
    // address and fetches them as JSON instead (client/browser/demo-islands-dom.tsx).
    ...(options.demoStyles
      ? [
          `<noscript ${DEMO_STYLES_ATTRIBUTE}="${escapeHtml(options.demoStyles)}"><link rel="stylesheet" href="${escapeHtml(`${options.demoStyles}.css`)}"></noscript>`,
        ]
      : []),
    '</head>',
    `<body dir="${options.direction}" class="mode-light" data-entry="${escapeHtml(options.entry)}"${
      options.boot?.length ? ` data-boot="${escapeHtml(options.boot.join(' '))}"` : ''
    }>`,
    `<script>${options.inlineScript}</script>`,
  ];
  return lines.join('\n');
}

/** CSS as the text of a `<style>` element: nothing in it can end the element (`\/` is `/` in CSS). */
function cssInStyleElement(css: string): string {
  return css.replace(/<\/(?=style)/gi, '<\\/');
}
