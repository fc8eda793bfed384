// The Data Grid's pages in Chromium: every published page hydrates its grids with no console error and no layout
// shift, in light, dark and right to left, with the grid's own texts under /zh and /pt; and on the showcase a
// reader sorts a column, edits a cell and copies a range of cells.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { BUDGETS } from '../../scripts/budgets';
import type { DevServer } from '../../scripts/dev-server';
import { allDemosLive, collectProblems, gotoIdle, launchChromium, PERSON_UA } from './browser';
import { describeShifts, layoutShifts, recordLayoutShifts, totalShift } from './layout-shifts';
import { sharedServer } from './server';

const site = JSON.parse(readFileSync(new URL('../../dist/generated/site.json', import.meta.url), 'utf8')) as { pages: { path: string }[] };
// The grid's own pages, and the docs experiment that shows a Premium grid in the page's building blocks.
const gridPages = site.pages
  .map((page) => page.path)
  .filter((path) => /^\/x\/react-data-grid(\/|$)/.test(path) || path === '/experiments/docs/data-grid-premium');

// MUI X's own notice when the worker has no license key (the site's default): the one console error expected.
const LICENSE_NOTICE = /^error: \*+\s+MUI: Missing license key\./;
const hasKey = Boolean(process.env.MUI_X_LICENSE_KEY) || /MUI_X_LICENSE_KEY=\S/.test(readDevVars());

function readDevVars(): string {
  try {
    return readFileSync(new URL('../../.dev.vars', import.meta.url), 'utf8');
  } catch {
    return '';
  }
}

let server: DevServer;
let browser: Browser;

before(async () => {
  server = await sharedServer(8831);
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

/** Scrolls to the end of the page half a screen at a time, letting each step's frames run. */
async function readThrough(page: Page) {
  for (;;) {
    const atEnd = await page.evaluate(async () => {
      window.scrollBy(0, window.innerHeight / 2);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
    });
    if (atEnd) break;
    await page.waitForTimeout(50);
  }
}

async function open(path: string, options: BrowserContextOptions & { direction?: 'rtl' } = {}) {
  const { direction, ...contextOptions } = options;
  const context = await browser.newContext({ userAgent: PERSON_UA, viewport: { width: 1280, height: 900 }, ...contextOptions });
  if (direction) await context.addCookies([{ name: 'direction', value: direction, url: server.url }]);
  const page = await context.newPage();
  await recordLayoutShifts(page);
  const problems = collectProblems(page);
  await gotoIdle(page, `${server.url}${path}`);
  await page.waitForSelector('html[data-hydrated="true"]');
  // A grid demo mounts once its part of the article is laid out: read down the page, as a reader scrolls.
  await readThrough(page);
  await page.waitForFunction(allDemosLive);
  // Every demo's grid has drawn itself (the grid renders in the browser only).
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll('.demo-preview')).every((preview) => preview.querySelector('.MuiDataGrid-root')),
  );
  return { context, page, problems };
}

/** Console errors and warnings other than MUI X's own license notice (expected only without a key). */
const unexpected = (problems: string[]) => problems.filter((problem) => hasKey || !LICENSE_NOTICE.test(problem));

describe('Data Grid pages', () => {
  it('has the overview, demo, getting started and layout pages, and the Premium experiment, to check', () => {
    for (const path of [
      '/x/react-data-grid',
      '/x/react-data-grid/demo',
      '/x/react-data-grid/getting-started',
      '/x/react-data-grid/layout',
      '/experiments/docs/data-grid-premium',
    ]) {
      assert.ok(gridPages.includes(path), `${path} in ${gridPages.join(', ')}`);
    }
  });

  for (const path of gridPages) {
    for (const colorScheme of ['light', 'dark'] as const) {
      it(`${path} hydrates its grids with no console error and no layout shift (${colorScheme})`, async () => {
        const { context, page, problems } = await open(path, { colorScheme });
        assert.ok((await page.locator('.demo').count()) >= 1, `${path} has no demo`);
        await page.evaluate(() => document.fonts.ready);
        await page.waitForTimeout(500);
        const shifts = await layoutShifts(page);
        const cls = totalShift(shifts);
        assert.ok(cls <= BUDGETS.layoutShift, `${path}: CLS ${cls.toFixed(4)}: ${describeShifts(shifts).join(' | ')}`);
        assert.deepEqual(unexpected(problems), []);
        await context.close();
      });
    }
  }

  it('renders the grid right to left, in dark mode, with no console error', async () => {
    const { context, page, problems } = await open('/x/react-data-grid', { colorScheme: 'dark', direction: 'rtl' });
    assert.equal(await page.getAttribute('html', 'dir'), 'rtl');
    assert.equal(
      await page
        .locator('.MuiDataGrid-root')
        .first()
        .evaluate((grid) => getComputedStyle(grid).direction),
      'rtl',
    );
    assert.deepEqual(unexpected(problems), []);
    await context.close();
  });

  for (const [language, columns, path] of [
    ['zh', '列', '/x/react-data-grid/demo'],
    ['pt', 'Colunas', '/x/react-data-grid/demo'],
    ['zh', '列', '/experiments/docs/data-grid-premium'],
  ] as const) {
    it(`shows the grid's own texts in the page's language under /${language}${path}`, async () => {
      const { context, page, problems } = await open(`/${language}${path}`);
      await page
        .locator('.MuiDataGrid-toolbarContainer button', { hasText: new RegExp(`^${columns}$`) })
        .first()
        .waitFor();
      // The shell's own missing translations are its concern (client/app/i18n.ts), not the grid's.
      assert.deepEqual(
        unexpected(problems).filter((problem) => !problem.startsWith('warning: i18n: missing translation')),
        [],
      );
      await context.close();
    });
  }

  it('narrows the rows as a reader types in the quick filter', async () => {
    const { context, page, problems } = await open('/x/react-data-grid/filtering/quick-filter');
    const grid = page.locator('.MuiDataGrid-root').first();
    const rows = grid.locator('.MuiDataGrid-row');
    await rows.first().waitFor();
    const before = await rows.count();
    // Two of the eight people write Rust: "Go, Rust" and "Rust, C++".
    await grid.getByRole('searchbox').pressSequentially('rust');
    await page.waitForFunction(() => document.querySelector('.MuiDataGrid-root')?.querySelectorAll('.MuiDataGrid-row').length === 2);
    assert.equal(before, 8);
    assert.deepEqual(await grid.locator('.MuiDataGrid-row [data-field="name"]').allTextContents(), ['Amara Okafor', 'Chen Wei']);
    // Clearing the search brings every row back.
    await grid.getByRole('searchbox').fill('');
    await page.waitForFunction(() => document.querySelector('.MuiDataGrid-root')?.querySelectorAll('.MuiDataGrid-row').length === 8);
    assert.deepEqual(unexpected(problems), []);
    await context.close();
  });

  it('lets a reader sort a column, edit a cell and copy a range of cells on the showcase', async () => {
    const { context, page, problems } = await open('/x/react-data-grid/demo', { permissions: ['clipboard-read', 'clipboard-write'] });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    const grid = page.locator('.MuiDataGrid-root').first();

    // Sort: the Order column, ascending on the first click.
    const orderHeader = grid.locator('.MuiDataGrid-columnHeader[data-field="id"]');
    await orderHeader.click();
    await page.waitForFunction(
      () => document.querySelector('.MuiDataGrid-columnHeader[data-field="id"]')?.getAttribute('aria-sort') === 'ascending',
    );

    // Edit: a leaf row's Quantity (group rows have generated ids), in the first group, expanded.
    await grid.locator('.MuiDataGrid-row[data-id^="auto-generated"]').first().getByRole('button').first().click();
    // The rows of the scrolling columns (the pinned grouping column is a second copy of each row).
    const leafRows = grid.locator('.MuiDataGrid-virtualScrollerRenderZone .MuiDataGrid-row:not([data-id^="auto-generated"])');
    await leafRows.first().waitFor();
    const quantity = leafRows.first().locator('[data-field="quantity"]');
    await quantity.dblclick();
    const input = quantity.locator('input');
    await input.fill('77');
    await input.press('Enter');
    await page.waitForFunction(
      () =>
        document.querySelector(
          '.MuiDataGrid-virtualScrollerRenderZone .MuiDataGrid-row:not([data-id^="auto-generated"]) [data-field="quantity"]',
        )?.textContent === '77',
    );

    // Copy: product to region of the first two leaf rows (Premium's cell selection), then Ctrl+C.
    await leafRows.nth(0).locator('[data-field="product"]').click();
    await leafRows
      .nth(1)
      .locator('[data-field="region"]')
      .click({ modifiers: ['Shift'] });
    // Lowercase: the key a reader's Ctrl+C sends (the grid checks `event.key === 'c'`).
    await page.keyboard.press('Control+c');
    const copied = await page.evaluate(async () => {
      for (let tries = 0; tries < 20; tries++) {
        const text = await navigator.clipboard.readText();
        if (text) return text;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return '';
    });
    const lines = copied.trim().split(/\r?\n/);
    assert.equal(lines.length, 2, `copied: ${JSON.stringify(copied)}`);
    for (const line of lines) assert.equal(line.split('\t').length, 3, `copied line: ${JSON.stringify(line)}`);
    assert.match(lines[0], /\t(Footwear|Clothing|Camping|Accessories)\t(North|South|East|West)$/);
    assert.deepEqual(unexpected(problems), []);
    await context.close();
  });
});
