import { renderToString } from 'react-dom/server';
import { EnvironmentContext, type ShellEnvironment } from '../../client/app/environment';
import { staticMenuEntries } from '../../client/app/MenuDrawer';
import { DEFAULT_PREFERENCES } from '../../client/app/preferences';
import type { ResolvedMenuPage } from '../menus/tree';
import type { Language } from '../paths/languages';
import { createServerEnvironment } from './server-environment';

export type MenuEntryHtml = ShellEnvironment['menuEntryHtml'];

const byMenu = new WeakMap<readonly ResolvedMenuPage[], Map<Language, MenuEntryHtml>>();

/**
 * How each entry of a section's menu looks on a page outside it, as HTML, for one language. The
 * menu is most of the elements React renders for a page (the Material UI menu is about 600 of a
 * component page's 1,400 tags), yet on any page only the current page's branch differs; so each
 * entry is rendered once per isolate (deepest first, so a group's HTML reuses its entries'), and
 * every later render writes it as it is. Menus are resolved once per isolate (`resolvedMenu`),
 * which makes the menu array a stable key.
 */
export function menuEntryHtmlOf(menu: readonly ResolvedMenuPage[], language: Language): MenuEntryHtml {
  let byLanguage = byMenu.get(menu);
  if (!byLanguage) byMenu.set(menu, (byLanguage = new Map()));
  let lookup = byLanguage.get(language);
  if (!lookup) byLanguage.set(language, (lookup = renderMenuEntries(menu, language)));
  return lookup;
}

function renderMenuEntries(menu: readonly ResolvedMenuPage[], language: Language): MenuEntryHtml {
  const html = new Map<ResolvedMenuPage, Map<number, string>>();
  const lookup: MenuEntryHtml = (page, depth) => html.get(page)?.get(depth);
  // The entries render outside any page, with nothing of a reader's: no preference reaches them.
  const environment = createServerEnvironment(DEFAULT_PREFERENCES, false, {}, lookup);
  for (const { page, depth, element } of staticMenuEntries(menu, language)) {
    const markup = renderToString(<EnvironmentContext.Provider value={environment}>{element}</EnvironmentContext.Provider>);
    let byDepth = html.get(page);
    if (!byDepth) html.set(page, (byDepth = new Map()));
    byDepth.set(depth, markup);
  }
  return lookup;
}
