// One page's demo bundle built again against the entry the last build wrote, which it shares modules with.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { context, type BuildContext, type Plugin } from 'esbuild';
import { baseBarrelToFolders } from '../build/base-barrel';
import { exactAliases, iconsAsEsm } from '../build/client-bundle';
import { demoBuildOptions, pageSlug, writeEntries } from '../build/demo-bundles';
import { shareEntryModules } from '../build/shared-modules';

/** The modules the built entry shares (dist/generated/shared-modules.js): a page bundle takes these from it. */
export function registryKeys(source: string): Set<string> {
  return new Set([...source.matchAll(/^ {2}("[^"]+"): \{ __esModule/gm)].map((match) => JSON.parse(match[1]) as string));
}

/** The built exceljs file, which demo bundles import on demand (scripts/build/exceljs.ts). */
function excelJsAsBuilt(publicDir: string): Plugin {
  const file = readdirSync(join(publicDir, 'static/vendor')).find((name) => name.startsWith('exceljs.'));
  return {
    name: 'exceljs-as-built',
    setup(build) {
      build.onResolve({ filter: /^exceljs$/ }, () => ({ path: `/static/vendor/${file}`, external: true }));
    },
  };
}

/** One incremental esbuild context per page recently edited: its resolutions and parsed files are kept. */
const contexts = new Map<string, { ctx: BuildContext; entryDir: string }>();
const KEPT_CONTEXTS = 6;

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
  let kept = contexts.get(pagePath);
  const entryDir = join(root, 'node_modules/.cache/dev-demo-bundle', pageSlug(pagePath));
  // The page's entry module, rewritten in place so the context's entry point stays the same file.
  const entry = writeEntries(entryDir, root, new Map([[pagePath, modules]])).get(pagePath)!;
  if (!kept) {
    const available = registryKeys(readFileSync(join(root, 'dist/generated/shared-modules.js'), 'utf8'));
    const plugins = [
      shareEntryModules(root, available, new Set()),
      exactAliases(root, aliases),
      iconsAsEsm,
      baseBarrelToFolders(),
      excelJsAsBuilt(publicDir),
    ];
    const ctx = await context({
      ...demoBuildOptions({ root, publicDir, plugins, define: { 'process.env.NODE_ENV': '"production"' } }),
      entryPoints: [join(root, entry)],
      write: false,
      metafile: true,
    });
    kept = { ctx, entryDir };
    contexts.set(pagePath, kept);
    for (const [path, old] of contexts) {
      if (contexts.size <= KEPT_CONTEXTS) break;
      contexts.delete(path);
      void old.ctx.dispose();
    }
  }
  const result = await kept.ctx.rebuild();
  const output = result.outputFiles?.find((file) => file.path.endsWith('.js'));
  if (!output) throw new Error(`no demo bundle for ${pagePath}`);
  mkdirSync(join(publicDir, 'static/demos'), { recursive: true });
  writeFileSync(output.path, output.contents);
  return `/${relative(publicDir, output.path)}`;
}

export async function disposeDemoBundlers(): Promise<void> {
  await Promise.all([...contexts.values()].map(({ ctx }) => ctx.dispose()));
  contexts.clear();
}
