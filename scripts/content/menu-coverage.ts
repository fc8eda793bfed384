// What the build requires of the menus: a page for every entry of a finished
// product, and API groups that list exactly the API pages generated.

/**
 * Products whose every menu entry must have a page (the build fails otherwise,
 * unless DOCS_DRAFT=1). A product joins this list once its documentation is
 * complete; until then its entries without a page are only hidden.
 */
export const COMPLETE_PRODUCTS: readonly string[] = ['material-ui', 'joy-ui', 'base-ui', 'system', 'x'];

/**
 * The generated API references whose menu group must match them exactly:
 * `/joy-ui/api/{component}`, `/base-ui/api/{component}`, `/base-ui/api/{use-hook}`,
 * `/system/api/{component}` and MUI X's `/x/api/date-pickers/{component}` and `/x/api/data-grid/{name}`.
 */
export const GENERATED_API_GROUPS: readonly string[] = [
  '/joy-ui/api/',
  '/base-ui/api/',
  '/system/api/',
  '/x/api/date-pickers/',
  '/x/api/data-grid/',
];

/**
 * Generated MUI X pages whose menu entry shows another plan than the package that exports the
 * component (the page's badge comes from the menu): `path: menu plan ≠ package plan`.
 */
export function apiPlanMismatches(
  menuEntries: Iterable<{ pathname: string; plan?: string }>,
  generated: Iterable<{ path: string; plan?: string }>,
): string[] {
  const menuPlans = new Map([...menuEntries].map((entry) => [entry.pathname, entry.plan ?? 'community']));
  return [...generated]
    .filter((page) => menuPlans.has(page.path) && menuPlans.get(page.path) !== (page.plan ?? 'community'))
    .map((page) => `${page.path}: menu says ${menuPlans.get(page.path)}, the package ${page.plan ?? 'community'}`)
    .sort();
}

/** Menu entries of the given products that have no page. */
export function entriesWithoutPage(
  menuPaths: Iterable<string>,
  hasPage: (path: string) => boolean,
  products = COMPLETE_PRODUCTS,
): string[] {
  return [...menuPaths].filter((path) => products.some((product) => path.startsWith(`/${product}/`)) && !hasPage(path));
}

/**
 * Where a menu's API group and the generated API pages disagree: an entry with
 * no generated page (a component the package no longer exports, or a typo), or
 * a generated page the menu does not list.
 */
export function apiMenuMismatches(
  menuPaths: Iterable<string>,
  generatedApiPaths: Iterable<string>,
  groups = GENERATED_API_GROUPS,
): { withoutPage: string[]; notInMenu: string[] } {
  const inGroup = (path: string) => groups.some((group) => path.startsWith(group));
  const menu = new Set([...menuPaths].filter(inGroup));
  const generated = new Set([...generatedApiPaths].filter(inGroup));
  return {
    withoutPage: [...menu].filter((path) => !generated.has(path)).sort(),
    notInMenu: [...generated].filter((path) => !menu.has(path)).sort(),
  };
}
