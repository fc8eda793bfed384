// One page's demo bundle built again against the entry the last build wrote, which it shares modules with.
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'esbuild';
import { baseBarrelToFolders } from '../build/base-barrel';
import { exactAliases, iconsAsEsm } from '../build/client-bundle';
import { buildDemoBundles } from '../build/demo-bundles';
import { shareEntryModules } from '../build/shared-modules';

/** The modules the built entry shares (dist/generated/shared-modules.js): a page bundle takes these from it. */
export function registryKeys(source: string): Set<string> {
  return new Set([...source.matchAll(/^ {2}("[^"]+"): \{ __esModule/gm)].map((match) => JSON.parse(match[1]) as string));
}

/** The built exceljs file, which demo bundles import on demand (scripts/build/exceljs.ts). */
function excelJsAsBuilt(publicDir: string): Plugin {
  const vendor = join(publicDir, 'static/vendor');
  const file = readdirSync(vendor).find((name) => name.startsWith('exceljs.'));
  return {
    name: 'exceljs-as-built',
    setup(build) {
      build.onResolve({ filter: /^exceljs$/ }, () => ({ path: `/static/vendor/${file}`, external: true }));
    },
  };
}

/**
 * Builds a page's demo bundle as the build does, but alone: modules the entry's registry holds come from it, the rest
 * is bundled. (The full build may also move a newly imported module into the entry; a dev bundle then carries its own
 * copy until the next `npm run build`.) Returns the bundle's address.
 */
export async function buildPageDemoBundle(
  root: string,
  publicDir: string,
  pagePath: string,
  modules: ReadonlyMap<string, string>,
  aliases: Readonly<Record<string, string>>,
): Promise<string> {
  const scratch = join(root, 'node_modules/.cache/dev-demo-bundle');
  rmSync(scratch, { recursive: true, force: true });
  const available = registryKeys(readFileSync(join(root, 'dist/generated/shared-modules.js'), 'utf8'));
  const built = await buildDemoBundles({
    root,
    publicDir: join(scratch, 'public'),
    entryDir: join(scratch, 'entries'),
    pageDemos: new Map([[pagePath, modules]]),
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [
      shareEntryModules(root, available, new Set()),
      exactAliases(root, aliases),
      iconsAsEsm,
      baseBarrelToFolders(),
      excelJsAsBuilt(publicDir),
    ],
  });
  const file = built.files.get(pagePath)!;
  const href = built.hrefs.get(pagePath)!;
  mkdirSync(join(publicDir, 'static/demos'), { recursive: true });
  copyFileSync(join(root, file), join(publicDir, href.slice(1)));
  return href;
}
