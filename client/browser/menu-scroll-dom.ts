import { scrollTopToReveal } from './menu-scroll';

/**
 * Scrolls a menu (the side column, or the narrow screens' drawer) so that the
 * current page's entry is in view: a page opened directly otherwise shows the
 * menu's top, and the entry may be a thousand pixels below. Reads layout once;
 * a hidden menu (display: none) is left alone.
 */
export function revealActiveEntry(container: HTMLElement | null): void {
  if (!container || container.clientHeight === 0) return;
  const entry = container.querySelector<HTMLElement>('a[aria-current="page"]');
  if (!entry) return;
  const entryTop = entry.getBoundingClientRect().top - container.getBoundingClientRect().top + container.scrollTop;
  const next = scrollTopToReveal(entryTop, entry.offsetHeight, container.scrollTop, container.clientHeight);
  if (next !== null) container.scrollTop = next;
}
