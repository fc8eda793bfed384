import type { MenuPage, MenuTree } from '../../content/menus/types';
import { leafPages } from './tree';

/** What `groupRedirects` needs of a section: its menu, landing page and prefixes. */
export interface GroupSource {
  menu: MenuTree;
  landing: string;
  prefixes: readonly string[];
}

// Group entries carry a pseudo path such as `/material-ui/getting-started-group`;
// the address readers and other sites link is the same path without the suffix.
const GROUP_SUFFIX = /-group$/;

/**
 * Maps every menu group's own address (`/material-ui/getting-started`,
 * `/x/migration`) and every section prefix without a page of its own (`/x`)
 * to the first published page below it, so that these widely linked addresses
 * answer a redirect instead of a 404. An address that is itself a page keeps
 * its page; a group with nothing published below it gets no entry.
 */
export function groupRedirects(sections: readonly GroupSource[], hasPage: (path: string) => boolean): Map<string, string> {
  const targets = new Map<string, string>();
  const add = (address: string, target: string | undefined) => {
    if (target && address !== target && !hasPage(address) && !targets.has(address)) targets.set(address, target);
  };
  const visit = (entries: readonly MenuPage[]) => {
    for (const entry of entries) {
      if (!entry.children) continue;
      add(entry.pathname.replace(GROUP_SUFFIX, ''), leafPages(entry.children).find((page) => hasPage(page.pathname))?.pathname);
      visit(entry.children);
    }
  };
  for (const section of sections) visit(section.menu);
  for (const section of sections) {
    if (!hasPage(section.landing)) continue;
    for (const prefix of section.prefixes) add(prefix, section.landing);
  }
  return targets;
}
