import type { SectionConfig } from '../../content/menus';

/** The section whose longest prefix matches the path; the last section is the fallback. */
export function findSection<T extends Pick<SectionConfig, 'prefixes'>>(sections: readonly T[], path: string): T {
  let best: T = sections[sections.length - 1];
  let bestLength = -1;
  for (const section of sections) {
    for (const prefix of section.prefixes) {
      const matches = path === prefix || path.startsWith(`${prefix}/`);
      if (matches && prefix.length > bestLength) {
        best = section;
        bestLength = prefix.length;
      }
    }
  }
  return best;
}
