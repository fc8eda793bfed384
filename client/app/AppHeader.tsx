import { lazy, Suspense, useState, type MouseEvent } from 'react';
import { Glyph } from './Glyph';
import { SearchButton } from './search/SearchButton';
import { translate } from './i18n';
import { localizeHref } from './links';
import type { PageModel } from './page-data';

interface AppHeaderProps {
  model: PageModel;
  onOpenMenu(): void;
  onOpenSettings(): void;
  /** Hover or focus on the settings button: a good moment to fetch the drawer's code. */
  onPrepareSettings(): void;
}

/** The app bar: menu button (narrow screens), home, product switcher, version, settings, source. */
export function AppHeader({ model, onOpenMenu, onOpenSettings, onPrepareSettings }: AppHeaderProps) {
  const { language, section } = model;
  const t = (key: Parameters<typeof translate>[1]) => translate(language, key);
  return (
    <header className="app-bar">
      <button type="button" className="icon-button menu-button" aria-label={t('openMenu')} onClick={onOpenMenu}>
        <Glyph name="menu" />
      </button>
      <a href={localizeHref('/', language)} aria-label={t('home')} className="brand">
        <Logo />
      </a>
      <ProductSwitcher model={model} />
      {section.versions && <VersionSelector model={model} />}
      <span className="app-bar-spacer" />
      <SearchButton language={language} library={section.id} />
      <a
        className="icon-button"
        href={model.sourceUrl}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('sourceRepository')}
        title={t('sourceRepository')}
        data-ga-event-category="header"
        data-ga-event-action="source"
      >
        <Glyph name="code" />
      </a>
      <button
        type="button"
        className="icon-button"
        aria-label={t('settings')}
        title={t('settings')}
        aria-haspopup="dialog"
        onClick={onOpenSettings}
        onPointerEnter={onPrepareSettings}
        onFocus={onPrepareSettings}
        data-ga-event-category="header"
        data-ga-event-action="settings"
      >
        <Glyph name="settings" />
      </button>
    </header>
  );
}

// The menus' code (MUI's Menu, Popover, Modal and transitions) is needed only
// once a reader opens one: it loads on first hover or click, not with the page.
const loadMenus = () => import('./lazy-ui');
const ProductMenu = lazy(() => loadMenus().then((module) => ({ default: module.ProductMenu })));
const VersionMenu = lazy(() => loadMenus().then((module) => ({ default: module.VersionMenu })));

function useMenuAnchor() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [used, setUsed] = useState(false);
  return {
    anchor,
    used,
    open: (event: MouseEvent<HTMLElement>) => {
      setUsed(true);
      setAnchor(event.currentTarget);
    },
    close: () => setAnchor(null),
    prepare: () => void loadMenus().catch(() => {}),
  };
}

function ProductSwitcher({ model }: { model: PageModel }) {
  const menu = useMenuAnchor();
  return (
    <>
      <button
        type="button"
        className="header-button product-switcher"
        // The name starts with what the button shows (WCAG 2.5.3, label in name).
        aria-label={`${model.section.title}: ${translate(model.language, 'productSwitcher')}`}
        aria-haspopup="menu"
        aria-expanded={Boolean(menu.anchor)}
        aria-controls={menu.anchor ? 'product-switcher' : undefined}
        onClick={menu.open}
        onPointerEnter={menu.prepare}
        onFocus={menu.prepare}
      >
        {/* On a narrow screen a long product name gives way (ellipsis) so the buttons after it stay on screen. */}
        <span>{model.section.title}</span>
        <Glyph name="unfold_more" />
      </button>
      {menu.used && (
        <Suspense fallback={null}>
          <ProductMenu model={model} anchor={menu.anchor} onClose={menu.close} />
        </Suspense>
      )}
    </>
  );
}

function VersionSelector({ model }: { model: PageModel }) {
  const menu = useMenuAnchor();
  const versions = model.section.versions!;
  return (
    <>
      <button
        type="button"
        className="header-button version-selector"
        aria-label={`${translate(model.language, 'versionSelector')}: ${versions.metadataLabel}`}
        aria-haspopup="menu"
        aria-expanded={Boolean(menu.anchor)}
        onClick={menu.open}
        onPointerEnter={menu.prepare}
        onFocus={menu.prepare}
      >
        {versions.metadataLabel}
      </button>
      {menu.used && (
        <Suspense fallback={null}>
          <VersionMenu model={model} anchor={menu.anchor} onClose={menu.close} />
        </Suspense>
      )}
    </>
  );
}

function Logo() {
  // A plain mark drawn for this site: a blue tile with a stylized "M".
  return (
    <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#007FFF" />
      <path d="M7 23V10l6 6 6-6v13M25 9v14" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
