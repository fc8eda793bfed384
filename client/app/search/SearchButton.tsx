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
      aria-label={translate(language, 'searchLabel')}
      aria-haspopup="dialog"
      aria-keyshortcuts="Control+K Meta+K"
      onClick={() => environment.openSearch({ language, library })}
      onPointerEnter={environment.prepareSearch}
      onFocus={environment.prepareSearch}
      data-ga-event-category="header"
      data-ga-event-action="search"
    >
      <Glyph name="search" />
      <span className="search-button-hint" aria-hidden="true">
        {translate(language, 'search')}…
      </span>
      <kbd className="search-button-keys shortcut shortcut-mac" aria-hidden="true">
        ⌘K
      </kbd>
      <kbd className="search-button-keys shortcut shortcut-other" aria-hidden="true">
        Ctrl+K
      </kbd>
    </button>
  );
}
