import { anchorIdOf } from './links';
import { chooseScrollAnchor, type ScrollAnchor } from '../app/api/scroll-anchor';

/** The entry of `container` to keep in place while its entries are replaced (reads layout once), or null. */
export function captureScrollAnchor(container: HTMLElement): ScrollAnchor | null {
  const entries = [...container.querySelectorAll<HTMLElement>('[id]')].map((element) => {
    const box = element.getBoundingClientRect();
    return { id: element.id, top: box.top, bottom: box.bottom };
  });
  return chooseScrollAnchor(entries, window.innerHeight, anchorIdOf(window.location.hash));
}

/** Scrolls so that the anchor's entry, in its new layout, is where it was. */
export function restoreScrollAnchor(anchor: ScrollAnchor): void {
  const entry = document.getElementById(anchor.id);
  if (!entry) return;
  const shift = entry.getBoundingClientRect().top - anchor.top;
  if (shift !== 0) window.scrollBy({ top: shift, behavior: 'instant' });
}
