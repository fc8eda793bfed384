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
      aria-label="Copy the code"
      data-ga-event-category="code"
      data-ga-event-action="copy-click"
    >
      <span className="copy-label">Copy</span>
      <kbd className="shortcut shortcut-mac">⌘⌥C</kbd>
      <kbd className="shortcut shortcut-other">Ctrl+Alt+C</kbd>
    </button>
  );
}
