import { useEnvironment } from '../environment';
import { Glyph } from '../Glyph';
import { translate } from '../i18n';
import type { PageModel } from '../page-data';

/**
 * The app bar's search button: a box with a hint and the shortcut from small
 * tablets up, an icon on phones; either way the same size from the first
 * paint (the shortcut shown depends on the platform attribute the first-paint
 * script sets), so nothing moves when the page hydrates.
 */
export function SearchButton({ language, library }: { language: PageModel['language']; library: string }) {
  const environment = useEnvironment();
  return (
    <button
      type="button"
      className="search-button"
      // Named by what it shows ("Search Ctrl+K", WCAG 2.5.3); on a phone the word is there for assistive
      // technology only, and the shortcut is hidden.
      aria-haspopup="dialog"
      aria-keyshortcuts="Control+K Meta+K"
      onClick={() => environment.openSearch({ language, library })}
      onPointerEnter={environment.prepareSearch}
      onFocus={environment.prepareSearch}
      data-ga-event-category="header"
      data-ga-event-action="search"
    >
      <Glyph name="search" />
      <span className="search-button-hint">{translate(language, 'search')}</span>
      <kbd className="search-button-keys shortcut shortcut-mac">⌘K</kbd>
      <kbd className="search-button-keys shortcut shortcut-other">Ctrl+K</kbd>
    </button>
  );
}
