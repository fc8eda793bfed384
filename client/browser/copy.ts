/** How long the button says "Copied" (spec section 9). */
export const COPIED_FEEDBACK_MS = 2000;

/** Ctrl+Alt+C, or Cmd+Alt+C on macOS. `code` is layout-independent (Alt changes `key` on macOS). */
export function isCopyShortcut(
  event: { code: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean; shiftKey: boolean },
  isMac: boolean,
): boolean {
  const primary = isMac ? event.metaKey : event.ctrlKey;
  return primary && event.altKey && !event.shiftKey && event.code === 'KeyC';
}

/** The shortcut must not take over a copy of selected text. */
export function shouldCopyOnShortcut(selection: string): boolean {
  return selection.length === 0;
}
