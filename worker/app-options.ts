import type { SectionConfig } from '../content/menus';
import type { ProductVersions } from '../client/app/page-data';
import type { ContentStore } from './assets/assets-kv';
import type { ClientAssets, RenderOptions } from './render/document';
import type { DemoFrameLoaders, DemoRegistry } from './render/demos';

export interface SiteConfig {
  /** Absolute origin used in canonical links and the sitemap, e.g. `https://mui.com`. */
  siteOrigin: string;
  /** Prefix of the font stylesheets; empty serves them from this worker. */
  fontsOrigin: string;
  sourceUrl: string;
  /** The production docs host (the service worker registers only there). */
  docsHost: string;
  /** Analytics tag id; empty turns analytics off. */
  analyticsId: string;
  /**
   * MUI X's license key (the secret `MUI_X_LICENSE_KEY`): written into the
   * data of pages with Pro or Premium demos, which set it before rendering.
   */
  muiXLicenseKey?: string;
}

/** A published page as the build lists it. */
export interface PageIndexEntry {
  path: string;
  title: string;
}

export interface AppOptions {
  config: SiteConfig;
  store: ContentStore;
  /** Every published page: canonical unprefixed path and title. */
  pages: readonly PageIndexEntry[];
  sections: readonly SectionConfig[];
  versions: readonly ProductVersions[];
  client: ClientAssets;
  /**
   * The deploy's id (`site.json` `build`), in cache keys and ETags so that no
   * cache serves a page across deploys. Defaults to the client entry's path.
   */
  build?: string;
  Root?: RenderOptions['Root'];
  /** Loads the generated registry of every live demo by id; the registry and each demo are loaded on first use. */
  demos: DemoRegistry;
  /** Frames of the demos of libraries other than Material UI (Joy UI's CssVarsProvider), loaded on first use. */
  demoFrames?: DemoFrameLoaders;
  /** Hands MUI X the license key before the worker renders a Pro or Premium demo (loaded on first use). */
  applyMuiXLicense?: (key: string) => Promise<void>;
  /** Bytes of rendered pages kept per isolate (0 turns this level off; the Cache API level is apart). */
  renderCacheBytes?: number;
  /** Whether rendered pages are kept in the Workers Cache API too (default true; benchmarks turn it off). */
  edgeCache?: boolean;
  /** Bounds on slow parts of a page (defaults in RENDER_DEADLINES). */
  renderDeadlines?: Pick<RenderOptions, 'botWaitMs' | 'streamDeadlineMs'>;
}
