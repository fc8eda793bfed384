import { DEFERRED_PREVIEW_SELECTOR, deferredStyleTags } from '../../client/app/demo/deferred-preview';
import { demoForStyling } from '../../client/app/demo/stylings';
import type { PageModel } from '../../client/app/page-data';
import { bodyParts } from '../../client/app/page-parts';
import type { CodeStyling } from '../../client/app/preferences';
import { DEMO_STYLES_PREFIX } from './page-keys';

/**
 * The style tags that a page's inert previews are sent without, in page order: what `/_demo-styles/…`
 * answers. The page's demos are numbered by `bodyParts`, as the page's body numbers them, each in the
 * styling the server renders.
 */
export function pageDeferredStyles(
  page: PageModel['page'],
  styling: CodeStyling,
  demoHtml: Readonly<Record<string, string>>,
): [string, string][] {
  const tags: [string, string][] = [];
  for (const part of bodyParts(page)) {
    if (!('demo' in part)) continue;
    const { id } = demoForStyling(part.demo, styling);
    if (Object.hasOwn(demoHtml, id)) tags.push(...deferredStyleTags(demoHtml[id], part.position));
  }
  return tags;
}

/**
 * Without JavaScript an inert preview's `<noscript>` is an element of its own, a block inside the preview's
 * centering flex box: it would grow to its content's width, and a demo sized `maxWidth: '100%'` would overflow
 * a phone's screen. As contents, the demo lays out as it does once put in place.
 */
export const NOSCRIPT_PREVIEW_RULE = `.demo-preview > ${DEFERRED_PREVIEW_SELECTOR} { display: contents; }`;

/** The tags as one stylesheet, for readers without JavaScript (the only ones it is linked for). */
export function deferredStylesheet(tags: readonly (readonly [string, string])[]): string {
  return [NOSCRIPT_PREVIEW_RULE, ...tags.map(([, css]) => css)].join('\n');
}

/** The parts of a deferred styles address (`DEMO_STYLES_PREFIX`, page-keys.ts), or null for anything else. */
export function parseDemoStylesPath(pathname: string): { base: string; page: string; format: 'json' | 'css' } | null {
  if (!pathname.startsWith(DEMO_STYLES_PREFIX)) return null;
  // The build, the variant (16 hex digits, as pageKeys writes it), then the page's address and the format.
  const match = /^[^/]+\/[0-9a-f]{16}(\/[^.]*)\.(json|css)$/.exec(pathname.slice(DEMO_STYLES_PREFIX.length));
  if (!match) return null;
  return { base: pathname.slice(0, -match[2].length - 1), page: match[1], format: match[2] as 'json' | 'css' };
}
