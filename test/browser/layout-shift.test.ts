import assert from 'node:assert/strict';
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
