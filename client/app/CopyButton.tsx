/**
 * The copy button of a code block rendered by React, with the same markup as
 * the build's blocks, so one delegated handler serves both.
 */
export function CopyButton() {
  return (
    <button
      type="button"
      className="copy-button"
      data-copy-button
      // The name is what the button shows ("Copy Ctrl+Alt+C"; the other platform's
      // shortcut is display: none), so speech input can say it (WCAG 2.5.3).
      aria-keyshortcuts="Control+Alt+C Meta+Alt+C"
      data-ga-event-category="code"
      data-ga-event-action="copy-click"
    >
      <span className="copy-label">Copy</span>
      <kbd className="shortcut shortcut-mac">⌘⌥C</kbd>
      <kbd className="shortcut shortcut-other">Ctrl+Alt+C</kbd>
    </button>
  );
}
