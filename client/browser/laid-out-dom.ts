/** The nearest ancestor whose layout `content-visibility: auto` may skip (a later part of the article). */
function skippablePart(element: HTMLElement): HTMLElement | null {
  for (let node = element.parentElement; node; node = node.parentElement) {
    if (getComputedStyle(node).contentVisibility === 'auto') return node;
  }
  return null;
}

/**
 * Calls back once the element is laid out: at once when no `content-visibility: auto`
 * ancestor skips it, otherwise when that ancestor comes near the screen (the browser's
 * `contentvisibilityautostatechange`). Returns a cancel function.
 */
export function whenLaidOut(element: HTMLElement, callback: () => void): () => void {
  const part = skippablePart(element);
  // `checkVisibility` with `contentVisibilityAuto` is false inside a skipped subtree (Chrome 121, Firefox 125, Safari 18).
  const skipped = () => element.checkVisibility?.({ contentVisibilityAuto: true }) === false;
  if (!part || !skipped()) {
    callback();
    return () => {};
  }
  const onChange = (event: Event) => {
    if ((event as Event & { skipped?: boolean }).skipped !== false) return;
    part.removeEventListener('contentvisibilityautostatechange', onChange);
    callback();
  };
  part.addEventListener('contentvisibilityautostatechange', onChange);
  return () => part.removeEventListener('contentvisibilityautostatechange', onChange);
}
