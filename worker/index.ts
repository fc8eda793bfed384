// The thin binding: configuration and bindings in, the app out.
import manifestJson from '__STATIC_CONTENT_MANIFEST';
import site from '../dist/generated/site.json';
import { SECTIONS } from '../content/menus';
import { createApp } from './app';
import { createKvContentStore } from './assets/assets-kv';
import { keepHashedFiles, keepPageData } from './assets/kept-files';
import type { Env } from './env';
import type { ProductVersions } from '../client/app/page-data';

const manifest: Record<string, string> = typeof manifestJson === 'string' ? JSON.parse(manifestJson) : manifestJson;

const ASSET_MEMORY_BYTES = 8 * 1024 * 1024;
/** Pages' parsed data, by their JSON text: 8 MB holds about 270 pages of average size, or 20 of the heaviest. */
const PAGE_DATA_MEMORY_MB = 8;

let app: ReturnType<typeof createApp> | undefined;

/** One app per isolate: configuration only changes with a deploy. */
function appFor(env: Env) {
  app ??= createApp({
    config: {
      siteOrigin: env.SITE_ORIGIN,
      fontsOrigin: env.FONTS_ORIGIN ?? '',
      sourceUrl: env.SOURCE_URL,
      docsHost: env.DOCS_HOST,
      analyticsId: env.GA_MEASUREMENT_ID ?? '',
      muiXLicenseKey: env.MUI_X_LICENSE_KEY,
    },
    // Hashed files in memory: a few MB covers every script, style and font a page asks for; and pages' data.
    store: keepPageData(
      keepHashedFiles(createKvContentStore(env.__STATIC_CONTENT, manifest), ASSET_MEMORY_BYTES),
      Number(env.PAGE_DATA_MEMORY_MB ?? PAGE_DATA_MEMORY_MB) * 1024 * 1024,
    ),
    pages: site.pages,
    sections: SECTIONS,
    versions: site.versions as ProductVersions[],
    client: site.client,
    build: site.build,
    // The registry of every demo (a closure each) is compiled when a page first needs a demo rendered.
    demos: () => import('../dist/generated/demos-server').then((module) => module.demoLoaders),
    // A library's frame is evaluated only when an isolate renders one of its demos for a theme the build did not.
    demoFrames: {
      joy: () => import('../client/app/demo/JoyDemoFrame').then((module) => module.default),
      'data-grid': () => import('../client/app/demo/GridDemoFrame').then((module) => module.default),
      pickers: () => import('../client/app/demo/PickersDemoFrame').then((module) => module.default),
    },
    // MUI X's license module is evaluated only when an isolate renders a Pro or Premium demo with a key.
    applyMuiXLicense: (key) => import('../client/app/demo/mui-x-license').then((module) => module.setMuiXLicenseKey(key)),
    renderCacheBytes: Number(env.RENDER_CACHE_MB ?? 16) * 1024 * 1024,
    edgeCache: env.HTML_EDGE_CACHE !== 'off',
  });
  return app;
}

export default {
  fetch(request, env, ctx) {
    return appFor(env).fetch(request, env, ctx);
  },
} satisfies ExportedHandler<Env>;
