/**
 * A demo's HTML as the build rendered it, sent in place of a render for the reader's theme (the worker does not carry
 * that demo). The marker, an inert `<template>`, tells the browser to render the demo afresh rather than hydrate
 * markup that may differ from its own; until then the reader sees the build's render at the same size.
 */
export const STALE_DEMO_MARKER = '<template data-demo-stale=""></template>';

/** The build's HTML of a demo, marked for the browser to replace. */
export function markStale(html: string): string {
  return STALE_DEMO_MARKER + html;
}

/** Matches the marker, first child of a preview that holds a placeholder. */
export const STALE_DEMO_SELECTOR = 'template[data-demo-stale]';
