/** Bindings and variables of the worker (wrangler.toml `[vars]`, `[site]`, secrets). */
export interface Env {
  /** Workers Sites bucket: static assets and compiled pages. */
  __STATIC_CONTENT: KVNamespace;
  SITE_ORIGIN: string;
  DOCS_HOST: string;
  GA_MEASUREMENT_ID: string;
  FONTS_ORIGIN?: string;
  SOURCE_URL: string;
  /** Megabytes of rendered pages each isolate keeps; "0" turns that level off (the Cache API level stays). */
  RENDER_CACHE_MB?: string;
  /** "off" keeps rendered pages out of the Workers Cache API (benchmarks of rendering itself). */
  HTML_EDGE_CACHE?: string;
  /**
   * Megabytes of pages' parsed data each isolate keeps (default 8); "0" reads every page from the store.
   * `npm run dev` sets 0: it rewrites a page's data under the same key when its Markdown is saved.
   */
  PAGE_DATA_MEMORY_MB?: string;
  /** MUI X license key; a secret (`wrangler secret put MUI_X_LICENSE_KEY`), never in the repository. */
  MUI_X_LICENSE_KEY?: string;
}
