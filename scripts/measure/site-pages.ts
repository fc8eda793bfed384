// The built site's page index (dist/generated/site.json), and the pages the
// measuring scripts look at.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '../..');

/** Paths of every page of the last build. */
export function builtPagePaths(): string[] {
  const site = JSON.parse(readFileSync(join(root, 'dist/generated/site.json'), 'utf8')) as { pages: { path: string }[] };
  return site.pages.map((page) => page.path);
}

/** The heavy pages every script reports on: component pages with many demos, an API page, a guide, the home page. */
export const HEAVY_PAGES = {
  componentWithManyDemos: '/material-ui/react-button',
  heaviestComponent: '/material-ui/react-autocomplete',
  api: '/material-ui/api/button',
  guide: '/material-ui/customization/theming',
  home: '/',
} as const;

/** The existing page closest to `wanted`: itself, or the one sharing most leading path segments (then the first in order). */
export function closestPage(wanted: string, paths: readonly string[]): string {
  if (paths.includes(wanted)) return wanted;
  const segments = wanted.split('/');
  const shared = (path: string) => {
    const other = path.split('/');
    let count = 0;
    while (count < segments.length && segments[count] === other[count]) count++;
    return count;
  };
  let best = paths[0];
  for (const path of paths) if (shared(path) > shared(best)) best = path;
  return best;
}

/** Each wanted page, or the closest one that exists, saying so on stderr when it differs. */
export function existingPages(wanted: readonly string[], paths: readonly string[] = builtPagePaths()): string[] {
  return wanted.map((path) => {
    const found = closestPage(path, paths);
    if (found !== path) console.error(`${path} is not a page of this build; using ${found}`);
    return found;
  });
}
