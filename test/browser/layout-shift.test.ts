import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import type { DevServer } from '../../scripts/dev-server';
import { BUDGETS } from '../../scripts/budgets';
import { allDemosLive, gotoIdle, launchChromium, PERSON_UA } from './browser';
import { describeShifts, layoutShifts, type RecordedShift, recordLayoutShifts, totalShift } from './layout-shifts';
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
async function layoutShiftsOf(path: string, viewport: { width: number; height: number }): Promise<RecordedShift[]> {
  const context = await browser.newContext({ userAgent: PERSON_UA, viewport });
  const page = await context.newPage();
  await recordLayoutShifts(page);
  await gotoIdle(page, `${server.url}${path}`);
  await page.waitForSelector('html[data-hydrated="true"]');
  await page.waitForFunction(allDemosLive);
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(500); // one more round of frames for anything that settles late
  const shifts = await layoutShifts(page);
  await context.close();
  return shifts;
}

describe('layout shift', () => {
  for (const path of PAGES) {
    for (const [name, viewport] of Object.entries(VIEWPORTS)) {
      it(`${path} does not move on a ${name} once it has painted (CLS ≤ ${BUDGETS.layoutShift})`, async () => {
        const shifts = await layoutShiftsOf(path, viewport);
        const cls = totalShift(shifts);
        assert.ok(cls <= BUDGETS.layoutShift, `${path} on a ${name}: CLS ${cls.toFixed(4)}: ${describeShifts(shifts).join(' | ')}`);
      });
    }
  }
});

/** Where to pause a page's HTML: an index into it, or -1 for nowhere. */
type SplitPoint = (html: string) => number;

/** After the first body row of the first article table. */
const inFirstTable: SplitPoint = (html) => {
  const table = html.indexOf('<div class="table-scroll');
  return table < 0 ? -1 : html.indexOf('</tr>', html.indexOf('<tbody>', table)) + '</tr>'.length;
};

/** After the first button of the first demo's preview (the Button page's first demo is a row of three). */
const inFirstDemo: SplitPoint = (html) => {
  const preview = html.indexOf('class="demo-preview"');
  return preview < 0 ? -1 : html.indexOf('</button>', preview) + '</button>'.length;
};

/**
 * A proxy to the site that sends a page's HTML in two parts, pausing for `pause` ms at the split point, as a slow
 * network does at a chunk's end: the browser paints what it has read.
 */
async function pausingProxy(target: string, split: SplitPoint, pause: number): Promise<{ url: string; close(): void }> {
  const server = createServer(async (request, response) => {
    const upstream = await fetch(`${target}${request.url}`, {
      headers: { 'user-agent': PERSON_UA, accept: request.headers.accept ?? '*/*' },
    });
    const type = upstream.headers.get('content-type') ?? 'application/octet-stream';
    response.writeHead(upstream.status, { 'content-type': type, 'cache-control': 'no-store' });
    const body = Buffer.from(await upstream.arrayBuffer());
    const html = type.startsWith('text/html') ? body.toString('utf8') : '';
    const at = html ? split(html) : -1;
    if (at <= 0) return void response.end(body);
    response.write(html.slice(0, at));
    await new Promise((resolve) => setTimeout(resolve, pause));
    response.end(html.slice(at));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => server.close() };
}

const HALF_READ = [
  // First screens with a table whose later rows hold longer cells than its first (slot names, packages).
  { path: '/x/react-data-grid/components', split: inFirstTable, part: 'table' },
  { path: '/material-ui/guides/understand-mui-packages', split: inFirstTable, part: 'table' },
  // A demo whose preview centers its buttons: each one that arrives would move those before it.
  { path: '/material-ui/react-button', split: inFirstDemo, part: '.demo' },
];

describe('a part painted half-read', () => {
  // The article streams, and a paint can come while a table or a demo is half in. Shown, a table sizes its columns
  // for its first rows and re-wraps them when a longer one arrives (CLS 0.036 in a CI run); a demo's preview
  // re-centers its first buttons as the others arrive. Neither is shown until the parser has read it whole.
  for (const { path, split, part } of HALF_READ) {
    it(`${path}: nothing in the first ${part} moves when the rest of it arrives after a pause`, async () => {
      const proxy = await pausingProxy(server.url, split, 600);
      const context = await browser.newContext({ userAgent: PERSON_UA, viewport: VIEWPORTS.desktop });
      const page = await context.newPage();
      await recordLayoutShifts(page, part);
      try {
        await page.goto(`${proxy.url}${path}`, { waitUntil: 'load' });
        await page.waitForTimeout(300);
        const moved = (await layoutShifts(page)).flatMap((shift) =>
          shift.sources.filter((source) => source.marked).map((source) => source.element),
        );
        assert.deepEqual(moved, [], `${path}: moved in a ${part}: ${moved.join(', ')}`);
        // And once read, every one of them shows.
        const hidden = await page
          .locator(`article ${part}`)
          .evaluateAll((elements) => elements.filter((element) => getComputedStyle(element).visibility !== 'visible').length);
        assert.equal(hidden, 0, `${path}: ${hidden} of its ${part} elements still hidden`);
      } finally {
        await context.close();
        proxy.close();
      }
    });
  }
});
