import { createRoot, type Root } from 'react-dom/client';
import type { SearchContext } from '../../app/environment';
import { parseRecentSearches, RECENT_SEARCHES_KEY } from './recent-searches';
import { SearchDialog } from './SearchDialog';
import { SEARCH_DIALOG_CSS } from './dialog-styles';

// The dialog is a React root of its own, mounted on first use: it is loaded
// with this chunk when the reader first asks for search, so none of it is in
// a page's first JavaScript, and opening it never re-renders the page.
let root: Root | null = null;
let returnFocus: HTMLElement | null = null;
let isOpen = false;

function readRecent(): string[] {
  try {
    return parseRecentSearches(window.localStorage.getItem(RECENT_SEARCHES_KEY));
  } catch {
    return []; // storage disabled
  }
}

function storeRecent(list: string[]) {
  try {
    window.localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(list));
  } catch {
    // storage full or disabled: recent searches last for this page
  }
}

function mount(): Root {
  if (root) return root;
  const style = document.createElement('style');
  style.dataset.searchDialog = '';
  style.textContent = SEARCH_DIALOG_CSS;
  document.head.appendChild(style);
  const host = document.createElement('div');
  host.id = 'search-dialog-root';
  document.body.appendChild(host);
  root = createRoot(host);
  // The worker loads its index on this first call, while the reader types the first letters.
  void fetch('/_search?q=').catch(() => {});
  return root;
}

function close() {
  if (!isOpen) return;
  isOpen = false;
  // The modal dialog is closed at once, before React unmounts it: while it is open the page is inert and
  // cannot take focus back.
  document.querySelector<HTMLDialogElement>('#search-dialog-root dialog')?.close();
  // Focus goes back where it was (the search button, or whatever had it before Ctrl+K).
  if (returnFocus?.isConnected) returnFocus.focus();
  returnFocus = null;
  root?.render(null);
}

/** Opens the search dialog over the page; focus returns where it was when it closes. */
export function openSearchDialog(context: SearchContext): void {
  if (isOpen) return;
  isOpen = true;
  returnFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const render = (recent: string[]) =>
    mount().render(
      <SearchDialog
        key={Date.now()}
        context={context}
        recent={recent}
        onRecentChange={(list) => {
          storeRecent(list);
        }}
        onClose={close}
      />,
    );
  render(readRecent());
}
