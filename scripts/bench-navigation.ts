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
import { addPaintProbe, arm, measureClick, settle } from './navigation/in-page';
import type { NavSample } from './navigation/paint-probe';

const PAGES = existingPages(['/material-ui/react-button', '/material-ui/react-button-group']);
const CLICKS_EACH_WAY = Number(process.env.NAV_CLICKS ?? 10);
const THROTTLES = [1, 4];
/** Median targets for a hovered (prefetched) click, by CPU slowdown. */
const TARGET_MEDIAN_MS: Record<number, number> = { 1: 25, 4: 70 };
const COLD = process.env.NAV_COLD !== '0';
const HOVER_MS = 150; // a reader's hover lasts at least this long before the click
/**
 * Another checkout, already built (`NAV_AGAINST=../other`): its site is served
 * beside this one and the two are clicked in turn, so that a change of a few ms
 * can be told from the machine's drift between runs, which is as large.
 */
const AGAINST = process.env.NAV_AGAINST;

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
  }
  const sample = await measureClick(page, id, path, async () => {
    if (hover) {
      // The pointer is on the link already. A locator's click() would check the link again and listen for
      // the click's target in the page, adding its own work to what is measured.
      await page.mouse.down();
      await page.mouse.up();
    } else {
      await link.evaluate((element: HTMLElement) => element.click()); // no pointer or focus, so nothing is prefetched
    }
  });
  await settle(page); // the new page's demos hydrate before the next click
  return sample;
}

/** Alternates between the two pages, hovering each link before clicking it; the first `warm` clicks are not counted. */
async function hovered(
  browser: Browser,
  baseUrl: string,
  rate: number,
  titles: Map<string, string>,
  clicks = 2 * CLICKS_EACH_WAY,
  warm = 0,
): Promise<NavSample[]> {
  const page = await openPage(browser, rate);
  await page.goto(`${baseUrl}${PAGES[0]}`);
  await settle(page);
  const samples: NavSample[] = [];
  for (let i = 1; i <= clicks; i++) {
    const path = PAGES[i % 2];
    const sample = await clickThrough(page, path, titles.get(path)!, true);
    if (i > warm) samples.push(sample);
  }
  await page.context().close();
  return samples;
}

/**
 * Hovered clicks on two sites in turn, in rounds: each round opens one site's
 * page, clicks twice to warm it (not counted), then four times, and closes it
 * before the other site's turn (which goes first alternates). Only one page is
 * open at a time: at CPU x4 a page left open still hydrates in the background,
 * and on two cores that slowed the other site's clicks. Returns each site's
 * samples, pair by pair (the same click of the same round).
 */
async function hoveredInTurn(browser: Browser, baseUrls: [string, string], rate: number, titles: Map<string, string>) {
  const samples: [NavSample[], NavSample[]] = [[], []];
  const rounds = Math.ceil(CLICKS_EACH_WAY / 2);
  for (let round = 0; round < rounds; round++) {
    for (const k of round % 2 ? [1, 0] : [0, 1]) samples[k].push(...(await hovered(browser, baseUrls[k], rate, titles, 6, 2)));
  }
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

/** This checkout against `NAV_AGAINST`, click for click: each site's figures and the pairs' differences. */
async function sideBySide(browser: Browser, baseUrls: [string, string]) {
  const titles = await headingsOf(browser, baseUrls[0]);
  const rows: (string | number)[][] = [];
  for (const rate of THROTTLES) {
    const [here, there] = await hoveredInTurn(browser, baseUrls, rate, titles);
    const differences = here.map((sample, i) => sample.ms - there[i].ms);
    for (const [name, samples] of [
      ['this checkout', here],
      [AGAINST!, there],
    ] as const) {
      const ms = samples.map((sample) => sample.ms);
      rows.push([name, `×${rate}`, median(ms).toFixed(1), `≤ ${TARGET_MEDIAN_MS[rate]}`, quantile(ms, 0.9).toFixed(1), ms.length]);
    }
    const faster = differences.filter((ms) => ms < 0).length;
    rows.push([
      `difference, pair by pair (this one faster in ${faster} of ${differences.length})`,
      `×${rate}`,
      median(differences).toFixed(1),
      '',
      '',
      differences.length,
    ]);
  }
  console.log(
    `\n${PAGES.join(' ⇄ ')}, hovered clicks on the two sites in turn, four at a time; click to the new h1 painted, measured in the page.\n`,
  );
  const numeric = ['median ms', 'target median ms', 'p90 ms', 'samples'].map((title) => ({ title, numeric: true }));
  console.log(markdownTable([{ title: 'site' }, { title: 'CPU' }, ...numeric], rows));
}

/** This checkout alone: hovered (and, unless NAV_COLD=0, cold) clicks at each throttle. */
async function alone(browser: Browser, baseUrl: string) {
  const titles = await headingsOf(browser, baseUrl);
  const rows: (string | number)[][] = [];
  for (const rate of THROTTLES) {
    const runs: [Mode, NavSample[]][] = [['hovered first (prefetched)', await hovered(browser, baseUrl, rate, titles)]];
    if (COLD) runs.push(['clicked cold (no prefetch, HTTP cache cleared)', await cold(browser, baseUrl, rate, titles)]);
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
  console.log(`\n${PAGES.join(' ⇄ ')}, ${CLICKS_EACH_WAY} clicks each way; click to the new h1 painted, measured in the page.\n`);
  const numeric = ['median ms', 'target median ms', 'p90 ms', 'worst ms', 'samples', 'full page loads'].map((title) => ({
    title,
    numeric: true,
  }));
  console.log(markdownTable([{ title: 'click' }, { title: 'CPU' }, ...numeric], rows));
}

exitOnSignals();
const port = Number(process.env.BENCH_PORT ?? 8812);
const server = await startWrangler(port, { production: true });
const other = AGAINST ? await startWrangler(port + 1, { production: true, cwd: AGAINST }) : undefined;
const browser = await launchChromium();
try {
  if (other) await sideBySide(browser, [server.url, other.url]);
  else await alone(browser, server.url);
} finally {
  await browser.close();
  server.stop();
  other?.stop();
}
console.log('\nReport only: timings do not fail the run.');
