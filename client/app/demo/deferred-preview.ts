/**
 * Demo previews below the first screen, sent inert. A long component page holds dozens of server-rendered demos,
 * and a fresh browser parses, styles and lays out every one of them (text fields are laid out again and again
 * as the browser looks them over) in the same task as the first screen. A `<noscript>` keeps a preview out of
 * that work: with scripting on, the parser reads its content as one piece of text, not as elements; without
 * scripting it is ordinary markup, so readers without JavaScript and crawlers still get every preview. The
 * browser puts the markup in place when the demo comes near the screen or the page is idle
 * (client/browser/demo-islands-dom.tsx), before the demo hydrates.
 *
 * An inert preview is sent without its style tags: they were a sixth of a long page's HTML, bytes no first
 * screen needs. The worker answers them apart (`/_demo-styles/…`: JSON for the browser, which writes them
 * into `<head>` before it puts the first preview in place; a stylesheet that the page links inside a
 * `<noscript>`, for readers without JavaScript).
 */

/** How many demos, in page order, are sent live: the ones a first screen can show. */
export const LIVE_DEMOS = 2;

/** The attribute of the page's `<noscript>` (in `<head>`) that names its inert previews' styles' address. */
export const DEMO_STYLES_ATTRIBUTE = 'data-demo-styles';

/** Matches the wrapper, sole child of a preview sent inert. */
export const DEFERRED_PREVIEW_SELECTOR = 'noscript[data-demo-deferred]';

/** An emotion style tag in rendered HTML: its `data-emotion` value (key and names), then its CSS. */
const EMOTION_STYLE_TAG = /<style data-emotion="([^"]+)"[^>]*>([\s\S]*?)<\/style>/g;

/** Whether the demo at `index` (its place on the page, from 0) is sent inert. */
export function isDeferred(html: string, index: number): boolean {
  // Markup that could close the wrapper early (a demo that renders a `<noscript>` itself) is sent live.
  return index >= LIVE_DEMOS && !/<\/noscript/i.test(html);
}

/** A preview's HTML: as rendered for the first screen's demos; past it, inert and without its style tags. */
export function previewHtml(html: string, index: number): string {
  if (!isDeferred(html, index)) return html;
  return `<noscript data-demo-deferred="">${html.replace(EMOTION_STYLE_TAG, '')}</noscript>`;
}

/** The style tags of a preview sent inert, as `[data-emotion value, CSS]` pairs; none for one sent live. */
export function deferredStyleTags(html: string, index: number): [string, string][] {
  if (!isDeferred(html, index)) return [];
  return [...html.matchAll(EMOTION_STYLE_TAG)].map((match) => [match[1], match[2]]);
}
