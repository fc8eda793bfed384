import type { SectionConfig } from '../../content/menus';
import type { ClientConfig, PageBadge, PageData, PageLink, PageModel, ProductVersions, SectionData } from '../../client/app/page-data';
import type { Preferences } from '../../client/app/preferences';
import { findActivePage, findPrevNext, resolveTitles, type ResolvedMenuPage } from '../menus/tree';
import { findSection } from '../menus/sections';
import type { Language } from '../paths/languages';
import { withLanguagePrefix } from '../paths/languages';
import { getProductInfo } from '../paths/product';
import { licenseKeyForPage } from '../../client/app/demo/mui-x-plan';

/** The site-wide inputs of every page model, prepared once per worker instance. */
export interface SiteModel {
  /** The deploy's id (`site.json` `build`), in the menus' addresses. */
  build: string;
  sections: readonly SectionConfig[];
  versions: readonly ProductVersions[];
  sourceUrl: string;
  config: ClientConfig;
  /** MUI X's license key (the worker's secret), handed only to pages with Pro or Premium demos. */
  muiXLicenseKey?: string;
}

/** Resolving titles is pure but not free: do it once per tree, not per request. */
const resolvedMenus = new WeakMap<object, ResolvedMenuPage[]>();
/** A section's menu as pages and the browser see it: every entry with its title. */
export function resolvedMenu(section: SectionConfig): ResolvedMenuPage[] {
  let menu = resolvedMenus.get(section.menu);
  if (!menu) resolvedMenus.set(section.menu, (menu = resolveTitles(section.menu)));
  return menu;
}

function sectionData(site: SiteModel, section: SectionConfig): SectionData {
  return {
    id: section.id,
    title: section.title,
    landing: section.landing,
    menu: resolvedMenu(section),
    menuHref: menuHref(site.build, section.id),
    versions: site.versions.find((v) => v.id === section.versionsId) ?? null,
  };
}

/** Where the browser fetches a section's menu: one address per deploy and section, so it is cached for good. */
export function menuHref(build: string, sectionId: string): string {
  return `${MENU_PREFIX}${encodeURIComponent(build)}/${encodeURIComponent(sectionId)}.json`;
}

/** The path under which the worker answers with section menus. */
export const MENU_PREFIX = '/_menu/';

function link(page: ResolvedMenuPage | undefined): PageLink | null {
  return page ? { pathname: page.pathname, title: page.title } : null;
}

export interface ModelInput {
  kind: PageModel['kind'];
  status: number;
  page: PageData;
  /** Canonical unprefixed path used to find the section and active page. */
  path: string;
  language: Language;
  preferences: Preferences;
  suggestions?: PageLink[];
  search?: PageModel['search'];
}

/** Everything the shell renders for one request, with no I/O. */
export function buildPageModel(site: SiteModel, input: ModelInput): PageModel {
  const section = findSection(site.sections, input.path);
  const data = sectionData(site, section);
  // A page the menu does not list (a blog post) shows the entry it belongs to (`menuPath`).
  const active = input.kind === 'page' ? findActivePage(data.menu, input.page.menuPath ?? input.path) : null;
  const post = input.kind === 'page' ? input.page.post : undefined;
  // A post leads to the posts either side of it in time (older first), not along the menu.
  const menuNeighbors = input.kind === 'page' && !post ? findPrevNext(data.menu, input.path) : {};
  const prev = post ? post.older : link(menuNeighbors.prev);
  const next = post ? post.newer : link(menuNeighbors.next);
  const muiXLicenseKey = input.kind === 'page' ? licenseKeyForPage(input.page, site.muiXLicenseKey) : undefined;
  const badges: PageBadge[] = active
    ? [...(active.page.plan ? [active.page.plan] : []), ...(active.page.planned ? ['planned' as const] : [])]
    : [];
  return {
    kind: input.kind,
    status: input.status,
    page: input.page,
    language: input.language,
    href: withLanguagePrefix(input.path, input.language),
    section: data,
    activePath: active?.page.pathname ?? null,
    expanded: active?.parents.map((parent) => parent.pathname) ?? [],
    prev,
    next,
    ...getProductInfo(input.path),
    products: site.sections.map(({ id, title, summary, landing }) => ({ id, title, summary, landing })),
    sourceUrl: site.sourceUrl,
    preferences: input.preferences,
    config: site.config,
    ...(muiXLicenseKey ? { muiXLicenseKey } : {}),
    ...(badges.length ? { badges } : {}),
    suggestions: input.suggestions,
    ...(input.search ? { search: input.search } : {}),
  };
}
