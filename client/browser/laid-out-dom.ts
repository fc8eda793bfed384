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
 * `contentvisibilityautostatechange`) or, for a browser without that event, once the part
 * is on screen and no longer skipped, whichever comes first.
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
    cancelAnimationFrame(frame);
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
  // For a browser without that event: once the part is on screen it stops being skipped, at the latest in the
  // next rendering update (checked again each frame, so the demo never mounts in a skipped part).
  let frame = 0;
  const whenShown = () => {
    if (finished) return;
    if (skipped()) frame = requestAnimationFrame(whenShown);
    else done();
  };
  const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && whenShown());
  part.addEventListener('contentvisibilityautostatechange', onChange);
  observer.observe(part);
  return stop;
}
