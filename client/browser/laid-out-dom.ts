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
 * `contentvisibilityautostatechange`) or the element reaches the screen (an
 * IntersectionObserver, for a browser without that event), whichever comes first.
 * Returns a cancel function.
 */
export function whenLaidOut(element: HTMLElement, callback: () => void): () => void {
  const part = skippablePart(element);
  // `checkVisibility` with `contentVisibilityAuto` is false inside a skipped subtree.
  const skipped = () => element.checkVisibility?.({ contentVisibilityAuto: true }) === false;
  if (!part || !skipped()) {
    callback();
    return () => {};
  }
  const stop = () => {
    part.removeEventListener('contentvisibilityautostatechange', onChange);
    observer.disconnect();
  };
  let finished = false;
  const done = () => {
    if (finished) return;
    finished = true;
    stop();
    callback();
  };
  const onChange = (event: Event) => {
    if ((event as Event & { skipped?: boolean }).skipped === false) done();
  };
  // On screen, a part is never skipped: its layout is there when the observer reports.
  const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && done());
  part.addEventListener('contentvisibilityautostatechange', onChange);
  observer.observe(element);
  return stop;
}
