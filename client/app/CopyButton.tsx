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
      // The shortcut is shown, and told to assistive technology by aria-keyshortcuts.
      aria-keyshortcuts="Control+Alt+C Meta+Alt+C"
      data-ga-event-category="code"
      data-ga-event-action="copy-click"
    >
      <span className="copy-label">Copy</span>
      <kbd className="shortcut shortcut-mac" aria-hidden="true">
        ⌘⌥C
      </kbd>
      <kbd className="shortcut shortcut-other" aria-hidden="true">
        Ctrl+Alt+C
      </kbd>
    </button>
  );
}
