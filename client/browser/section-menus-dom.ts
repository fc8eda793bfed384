import type { ResolvedMenuPage } from '../../worker/menus/tree';
import type { PageModel, SentPageModel } from '../app/page-data';

/** Menus by address: every page of a section shares one per deploy, so each is fetched once. */
const menus = new Map<string, Promise<ResolvedMenuPage[]>>();

/** The whole page model: the data the worker sent, with its section's menu fetched from `section.menuHref`. */
export async function withSectionMenu(sent: SentPageModel): Promise<PageModel> {
  const href = sent.section.menuHref;
  let menu = menus.get(href);
  if (!menu) {
    menu = fetch(href, { headers: { Accept: 'application/json' } }).then((response) => {
      if (!response.ok) throw new Error(`section menu ${response.status}`);
      return response.json() as Promise<ResolvedMenuPage[]>;
    });
    menu.catch(() => menus.delete(href));
    menus.set(href, menu);
  }
  return { ...sent, section: { ...sent.section, menu: await menu } };
}
