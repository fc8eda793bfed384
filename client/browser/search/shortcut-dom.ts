import { isSearchShortcut } from './shortcut';

/** Ctrl+K (Cmd+K on macOS) anywhere on the page opens search, instead of the browser's own use of it. */
export function installSearchShortcut(open: () => void): void {
  const isMac = document.documentElement.dataset.platform === 'mac';
  document.addEventListener('keydown', (event) => {
    if (!isSearchShortcut(event, isMac)) return;
    event.preventDefault();
    open();
  });
}
