/**
 * Calls back once, when the element first comes within `rootMargin` of the screen (an IntersectionObserver's
 * margin: `'200px'`, `'100% 0px'`); returns a cancel function. Demos mount and API sections take the saved
 * layout this way, so the work happens just before the reader gets there and not all at load.
 */
export function whenNear(element: Element, rootMargin: string, callback: () => void): () => void {
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      callback();
    },
    { rootMargin },
  );
  observer.observe(element);
  return () => observer.disconnect();
}
