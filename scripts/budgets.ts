// The budgets of docs/performance.md, in one place: the build enforces the
// worker's two, the initial JavaScript, the script requests and the search
// index; the sitemap crawl (test/worker/crawl.test.ts) the HTML one; the browser
// tests the layout shift; and scripts/check-ssr-cpu.ts (part of `npm test`)
// the server-rendering CPU one.
const KB = 1024;

export const BUDGETS = {
  /** Layout shift of a page from load until its demos are live, in Chromium at phone and desktop widths (test/browser/layout-shift.test.ts). */
  layoutShift: 0.01,
  /** The worker's startup (compile and top level), printed by the build beside this target, not enforced: it is a timing. */
  workerStartupMs: 50,
  /** The worker as `wrangler deploy` uploads it, gzipped. */
  workerGzip: 1024 * KB,
  /**
   * What a new isolate compiles before its first request (the entry and its static imports),
   * gzipped: the deterministic side of the startup timing. React, the app's components, MUI and
   * Emotion are not in it; they load on an isolate's first render (worker/render/renderer.ts).
   */
  workerStartupGzip: 64 * KB,
  /** The JavaScript a page needs before it is interactive, gzipped. */
  initialJsGzip: 120 * KB,
  /** Script files a first visit loads: the entry and its chunks, the page's demo bundle, the settings drawer. */
  scriptRequests: 15,
  /**
   * The search index as stored in KV (JSON, uncompressed): each isolate parses
   * it once, and its load time grows with its size (docs/performance.md).
   */
  searchIndexBytes: 4 * 1024 * KB,
  /**
   * One page's HTML as it leaves the worker, gzipped (what the reader downloads). Under the slow start
   * Lighthouse simulates (ten 1,460-byte segments, doubled each round trip), 43,800 bytes arrive in two round
   * trips; a document past that, headers included, takes a third, 150 ms more of mobile LCP
   * (docs/performance.md). 40 KB keeps every page two round trips long with room for its headers.
   */
  pageHtmlGzip: 40 * KB,
  /**
   * workerd CPU time (user + system, from /proc) to render one of the heaviest
   * pages with every cache off, in ms. Generous on purpose: on the 2-core
   * development machine most of them take about 20 ms and the heaviest (Text
   * Field) 25–29 ms. CPU time rather than wall time, so a busy machine does not
   * make it flake, yet a render that doubles in cost fails.
   */
  ssrCpuMs: 40,
};
