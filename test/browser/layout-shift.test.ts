import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import type { DevServer } from '../../scripts/dev-server';
import { BUDGETS } from '../../scripts/budgets';
import { allDemosLive, gotoIdle, launchChromium, PERSON_UA } from './browser';
import { sharedServer } from './server';

let server: DevServer;
let browser: Browser;

before(async () => {
  server = await sharedServer(8792);
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

// One page of each kind, the heaviest component pages among them.
const PAGES = [
  '/material-ui/react-button',
  '/material-ui/react-autocomplete',
  '/material-ui/api/button',
  '/material-ui/customization/theming',
  '/',
  '/search?q=button',
];
const VIEWPORTS = { phone: { width: 412, height: 823 }, desktop: { width: 1350, height: 940 } };

/** The page's cumulative layout shift (as the browser reports it) from load until every demo is live and the fonts are in. */
async function layoutShift(path: string, viewport: { width: number; height: number }): Promise<number> {
  const context = await browser.newContext({ userAgent: PERSON_UA, viewport });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { __shifts: number[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await gotoIdle(page, `${server.url}${path}`);
  await page.waitForSelector('html[data-hydrated="true"]');
  await page.waitForFunction(allDemosLive);
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(500); // one more round of frames for anything that settles late
  const total = await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, value) => sum + value, 0));
  await context.close();
  return total;
}

describe('layout shift', () => {
  for (const path of PAGES) {
    for (const [name, viewport] of Object.entries(VIEWPORTS)) {
      it(`${path} does not move on a ${name} once it has painted (CLS ≤ ${BUDGETS.layoutShift})`, async () => {
        const cls = await layoutShift(path, viewport);
        assert.ok(cls <= BUDGETS.layoutShift, `${path} on a ${name}: CLS ${cls.toFixed(4)}`);
      });
    }
  }
});

/**
 * A proxy to the site that sends a page's HTML in two parts, pausing for `pause` ms after the first body row of
 * its first article table, as a slow network does at a chunk's end: the browser paints the half-read table.
 */
async function pausingInTable(target: string, pause: number): Promise<{ url: string; close(): void }> {
  const server = createServer(async (request, response) => {
    const upstream = await fetch(`${target}${request.url}`, {
      headers: { 'user-agent': PERSON_UA, accept: request.headers.accept ?? '*/*' },
    });
    const type = upstream.headers.get('content-type') ?? 'application/octet-stream';
    response.writeHead(upstream.status, { 'content-type': type, 'cache-control': 'no-store' });
    const body = Buffer.from(await upstream.arrayBuffer());
    const html = type.startsWith('text/html') ? body.toString('utf8') : '';
    const table = html.indexOf('<div class="table-scroll');
    const split = table < 0 ? -1 : html.indexOf('</tr>', html.indexOf('<tbody>', table)) + '</tr>'.length;
    if (split <= 0) return void response.end(body);
    response.write(html.slice(0, split));
    await new Promise((resolve) => setTimeout(resolve, pause));
    response.end(html.slice(split));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => server.close() };
}

// Pages whose first screen has a table with a longer cell in a later row than in the first (slot names, packages).
const TABLE_PAGES = ['/x/react-data-grid/components', '/material-ui/guides/understand-mui-packages'];

describe('a table painted half-read', () => {
  // The article streams, and a paint can come while a table has only its first rows. Shown, it would size its
  // columns for them and re-wrap every row when a longer one arrives (CLS 0.036 in a CI run).
  for (const path of TABLE_PAGES) {
    it(`${path}: no part of a table moves when the rest of it arrives after a pause`, async () => {
      const proxy = await pausingInTable(server.url, 600);
      const context = await browser.newContext({ userAgent: PERSON_UA, viewport: VIEWPORTS.desktop });
      const page = await context.newPage();
      await page.addInitScript(() => {
        const moved: string[] = [];
        (window as unknown as { __moved: string[] }).__moved = moved;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { sources?: { node: Node | null }[] })[]) {
            for (const { node } of entry.sources ?? []) {
              const element = node instanceof Element ? node : node?.parentElement;
              if (element?.closest('table')) moved.push(element.tagName);
            }
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      try {
        await page.goto(`${proxy.url}${path}`, { waitUntil: 'load' });
        await page.waitForTimeout(300);
        const moved = (await page.evaluate(() => (window as unknown as { __moved: string[] }).__moved)) as string[];
        assert.deepEqual(moved, [], `${path}: table cells moved: ${moved.join(', ')}`);
        // And once read, every table shows.
        const hidden = await page
          .locator('article table')
          .evaluateAll((tables) => tables.filter((table) => getComputedStyle(table).visibility !== 'visible').length);
        assert.equal(hidden, 0, `${path}: ${hidden} tables still hidden`);
      } finally {
        await context.close();
        proxy.close();
      }
    });
  }
});
