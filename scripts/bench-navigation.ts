// `npm run bench:navigation`: sidebar click to the new page's heading painted,
// between two heavy component pages, in Chromium at CPU ×1 and ×4. The time is
// taken in the page (scripts/navigation/paint-probe.ts), not from Playwright's
// round trips. Report only: timings never fail the run.
import type { Browser, Page } from 'playwright-core';
import { launchChromium, PERSON_UA } from '../test/browser/browser';
import { startWrangler } from './dev-server';
import { exitOnSignals } from './measure/exit-on-signals';
import { markdownTable } from './measure/markdown';
import { median, quantile } from './measure/stats';
import { existingPages } from './measure/site-pages';
import { addPaintProbe, arm, sampleOf, settle } from './navigation/in-page';
import type { NavSample } from './navigation/paint-probe';

const PAGES = existingPages(['/material-ui/react-button', '/material-ui/react-button-group']);
const CLICKS_EACH_WAY = Number(process.env.NAV_CLICKS ?? 10);
const THROTTLES = [1, 4];
/** Median targets for a hovered (prefetched) click, by CPU slowdown. */
const TARGET_MEDIAN_MS: Record<number, number> = { 1: 25, 4: 70 };
const COLD = process.env.NAV_COLD !== '0';
const HOVER_MS = 150; // a reader's hover lasts at least this long before the click

type Mode = 'hovered first (prefetched)' | 'clicked cold (no prefetch, HTTP cache cleared)';

/** A page of a reader's browser (desktop viewport, so the side menu shows) with its CPU slowed `rate` times. */
async function openPage(browser: Browser, rate: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, userAgent: PERSON_UA });
  await addPaintProbe(context);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return page;
}

/** Each page's heading as it reads once loaded, which is what the probe waits to see painted. */
async function headingsOf(browser: Browser, baseUrl: string): Promise<Map<string, string>> {
  const page = await openPage(browser, 1);
  const titles = new Map<string, string>();
  for (const path of PAGES) {
    await page.goto(`${baseUrl}${path}`);
    titles.set(path, (await page.locator('h1#page-title').textContent())!.trim());
  }
  await page.context().close();
  return titles;
}

let nextId = 1;

/** Clicks the side menu's link to `path` and returns the probe's measure. */
async function clickThrough(page: Page, path: string, title: string, hover: boolean): Promise<NavSample> {
  const id = nextId++;
  const link = page.locator(`aside a[href="${path}"]`);
  await arm(page, id, title);
  if (hover) {
    await link.hover();
    await page.waitForTimeout(HOVER_MS);
    await link.click();
  } else {
    await link.evaluate((element: HTMLElement) => element.click()); // no pointer or focus, so nothing is prefetched
  }
  const sample = await sampleOf(page, id, path);
  await settle(page); // the new page's demos hydrate before the next click
  return sample;
}

/** Alternates between the two pages, hovering each link before clicking it. */
async function hovered(browser: Browser, baseUrl: string, rate: number, titles: Map<string, string>): Promise<NavSample[]> {
  const page = await openPage(browser, rate);
  await page.goto(`${baseUrl}${PAGES[0]}`);
  await settle(page);
  const samples: NavSample[] = [];
  for (let i = 1; i <= 2 * CLICKS_EACH_WAY; i++) {
    const path = PAGES[i % 2];
    samples.push(await clickThrough(page, path, titles.get(path)!, true));
  }
  await page.context().close();
  return samples;
}

/** Each click from a freshly loaded page, after clearing the HTTP cache: the page data and the demos' chunks come from the worker. */
async function cold(browser: Browser, baseUrl: string, rate: number, titles: Map<string, string>): Promise<NavSample[]> {
  const page = await openPage(browser, rate);
  const cdp = await page.context().newCDPSession(page);
  const samples: NavSample[] = [];
  for (let i = 1; i <= 2 * CLICKS_EACH_WAY; i++) {
    const [from, to] = [PAGES[(i + 1) % 2], PAGES[i % 2]];
    await page.goto(`${baseUrl}${from}`);
    await settle(page);
    await cdp.send('Network.clearBrowserCache');
    samples.push(await clickThrough(page, to, titles.get(to)!, false));
  }
  await page.context().close();
  return samples;
}

exitOnSignals();
const server = await startWrangler(Number(process.env.BENCH_PORT ?? 8812), { production: true });
const browser = await launchChromium();
const rows: (string | number)[][] = [];
try {
  const titles = await headingsOf(browser, server.url);
  for (const rate of THROTTLES) {
    const runs: [Mode, NavSample[]][] = [['hovered first (prefetched)', await hovered(browser, server.url, rate, titles)]];
    if (COLD) runs.push(['clicked cold (no prefetch, HTTP cache cleared)', await cold(browser, server.url, rate, titles)]);
    for (const [mode, samples] of runs) {
      const ms = samples.map((sample) => sample.ms);
      const target = mode.startsWith('hovered') ? `≤ ${TARGET_MEDIAN_MS[rate]}` : '—';
      const fullLoads = samples.filter((sample) => sample.kind === 'full load').length;
      rows.push([
        mode,
        `×${rate}`,
        median(ms).toFixed(1),
        target,
        quantile(ms, 0.9).toFixed(1),
        Math.max(...ms).toFixed(1),
        ms.length,
        fullLoads,
      ]);
    }
  }
} finally {
  await browser.close();
  server.stop();
}

console.log(`\n${PAGES.join(' ⇄ ')}, ${CLICKS_EACH_WAY} clicks each way; click to the new h1 painted, measured in the page.\n`);
console.log(
  markdownTable(
    [
      { title: 'click' },
      { title: 'CPU' },
      ...['median ms', 'target median ms', 'p90 ms', 'worst ms', 'samples', 'full page loads'].map((title) => ({ title, numeric: true })),
    ],
    rows,
  ),
);
console.log('\nReport only: timings do not fail the run.');
