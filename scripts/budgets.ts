// The size budgets of docs/performance.md, in one place: the build enforces the
// first two, the sitemap crawl (test/worker/crawl.test.ts) the HTML one.
const KB = 1024;

export const BUDGETS = {
  /** The worker as `wrangler deploy` uploads it, gzipped. */
  workerGzip: 1024 * KB,
  /** The JavaScript a page needs before it is interactive, gzipped. */
  initialJsGzip: 120 * KB,
  /** Script files a first visit loads: the entry and its chunks, the page's demo bundle, the settings drawer. */
  scriptRequests: 15,
  /** One page's HTML as it leaves the worker, gzipped (what the reader downloads). */
  pageHtmlGzip: 64 * KB,
};
