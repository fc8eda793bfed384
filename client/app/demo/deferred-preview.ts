/**
 * Demo previews below the first screen, sent inert. A long component page holds dozens of server-rendered demos,
 * and a fresh browser parses, styles and lays out every one of them (text fields are laid out again and again
 * as the browser looks them over) in the same task as the first screen. A `<noscript>` keeps a preview out of
 * that work: with scripting on, the parser reads its content as one piece of text, not as elements; without
 * scripting it is ordinary markup, so readers without JavaScript and crawlers still get every preview. The
 * browser puts the markup in place when the demo comes near the screen or the page is idle
 * (client/browser/demo-islands-dom.tsx), before the demo hydrates.
 */

/** How many demos, in page order, are sent live: the ones a first screen can show. */
export const LIVE_DEMOS = 2;

/** Matches the wrapper, sole child of a preview sent inert. */
export const DEFERRED_PREVIEW_SELECTOR = 'noscript[data-demo-deferred]';

/**
 * A preview's HTML, inert when `index` (the demo's place on the page, from 0) is past the first screen's.
 * Markup that could close the wrapper early (a demo that renders a `<noscript>` itself) is sent live.
 */
export function previewHtml(html: string, index: number): string {
  if (index < LIVE_DEMOS || /<\/noscript/i.test(html)) return html;
  return `<noscript data-demo-deferred="">${html}</noscript>`;
}
