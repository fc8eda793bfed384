/** Where an entry is on screen: its top and bottom relative to the viewport. */
export interface EntryBox {
  id: string;
  top: number;
  bottom: number;
}

/** An entry to keep at the same place on screen, and where it was. */
export interface ScrollAnchor {
  id: string;
  top: number;
}

/**
 * The entry to keep in place while a block of entries is replaced by the same entries in another layout. The
 * browser's own scroll anchoring cannot do it, since the element it anchors to is removed. The entry the address
 * names comes first when it is on screen (a link to one prop); otherwise the first entry that starts on screen,
 * which is the block's first entry when the reader is above it. Null when no entry is on screen: whatever the
 * reader sees then is outside the block, and the browser keeps it in place.
 */
export function chooseScrollAnchor(entries: EntryBox[], viewportHeight: number, targetId: string | null): ScrollAnchor | null {
  const onScreen = (entry: EntryBox) => entry.bottom > 0 && entry.top < viewportHeight;
  const target = targetId === null ? undefined : entries.find((entry) => entry.id === targetId && onScreen(entry));
  const anchor = target ?? entries.find((entry) => entry.top >= 0 && entry.top < viewportHeight);
  return anchor ? { id: anchor.id, top: anchor.top } : null;
}
