/**
 * Where a scrolling menu should be scrolled to show an entry: `null` when the
 * entry is already fully visible, else the scroll offset that centers it.
 * All values are in the menu's own coordinates (offset from its content's top).
 */
export function scrollTopToReveal(entryTop: number, entryHeight: number, scrollTop: number, viewHeight: number): number | null {
  if (entryTop >= scrollTop && entryTop + entryHeight <= scrollTop + viewHeight) return null;
  return Math.max(0, Math.round(entryTop - (viewHeight - entryHeight) / 2));
}
