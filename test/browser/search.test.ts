// The search dialog in Chromium: Ctrl+K opens it, results come as the reader
// types, the keyboard moves and opens, Esc closes and gives focus back, recent
// searches are kept, and the time from a keystroke to painted results is
// measured against its budget.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import type { DevServer } from '../../scripts/dev-server';
import { collectProblems, launchChromium, PERSON_UA } from './browser';
import { sharedServer } from './server';

/** From the last keystroke to painted results, 95th percentile, on loopback (issue 15). */
const PAINT_BUDGET_MS = 50;

let server: DevServer;
let browser: Browser;
const problems: string[] = [];

before(async () => {
  server = await sharedServer(8821);
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  await server?.stop();
  assert.deepEqual(problems, [], 'no console errors or warnings during the search tests');
});

async function open(path: string, width = 1280) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, userAgent: PERSON_UA });
  const page = await context.newPage();
  const list = collectProblems(page);
  page.on('close', () => problems.push(...list.splice(0)));
  await page.goto(`${server.url}${path}`);
  await page.waitForSelector('html[data-hydrated="true"]');
  return { context, page };
}

const combobox = (page: Page) => page.getByRole('combobox', { name: 'Search the documentation' });
const activeOption = (page: Page) =>
  page.evaluate(() => document.querySelector('a[role="option"][aria-selected="true"]')?.getAttribute('href'));

/**
 * Types a query at a fast typist's pace (a key every 80 ms) and waits for the
 * answer to it (not to a shorter prefix) to be on screen and measured.
 */
async function typeAndWait(page: Page, query: string) {
  await combobox(page).fill('');
  await page.evaluate(() => performance.clearMeasures('docs-search-paint'));
  await combobox(page).pressSequentially(query, { delay: 80 });
  await page.waitForFunction(
    (text) =>
      document.querySelector('#search-listbox')?.getAttribute('data-query') === text &&
      performance.getEntriesByName('docs-search-paint').some((entry) => (entry as PerformanceMeasure).detail?.query === text),
    query,
  );
}

/** The time from the last keystroke of a query to its results painted. */
const paintMs = (page: Page, query: string) =>
  page.evaluate(
    (text) =>
      performance
        .getEntriesByName('docs-search-paint')
        .filter((entry) => (entry as PerformanceMeasure).detail?.query === text)
        .at(-1)!.duration,
    query,
  );

describe('search dialog', () => {
  it('has a search button with an accessible name in the app bar, also on a phone', async () => {
    for (const width of [1280, 390]) {
      const { context, page } = await open('/material-ui/getting-started/installation', width);
      const button = page.getByRole('button', { name: /^Search/ });
      assert.equal(await button.isVisible(), true, `visible at ${width}px`);
      await button.click();
      await combobox(page).waitFor();
      assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('role')), 'combobox');
      await context.close();
    }
  });

  it('opens with Ctrl+K, finds the Button API prop row for disableElevation, and Enter opens the active result', async () => {
    const { context, page } = await open('/material-ui/getting-started/installation');
    // Not in the first visit's JavaScript: the dialog's bundle loads on first use.
    const before = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
    assert.equal(
      before.some((name) => name.includes('search-dialog')),
      false,
    );
    await page.keyboard.press('Control+k');
    await combobox(page).waitFor();
    await typeAndWait(page, 'disableElevation');
    const options = await page.$$eval('a[role="option"]', (links) => links.map((link) => link.getAttribute('href')));
    const target = '/material-ui/api/button#prop-disableElevation';
    assert.ok(options.slice(0, 3).includes(target), `the prop row is among the first results: ${options.join(', ')}`);
    assert.match((await page.textContent('a[role="option"] mark')) ?? '', /disableElevation/);
    // Arrow down until the Button API row is active, then Enter.
    for (let i = 0; i < options.indexOf(target); i++) await page.keyboard.press('ArrowDown');
    assert.equal(await activeOption(page), target);
    assert.equal(await combobox(page).getAttribute('aria-activedescendant'), `search-option-${options.indexOf(target)}`);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/material-ui\/api\/button#prop-disableElevation$/);
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Button API');
    assert.equal(await page.locator('.search-dialog').count(), 0, 'the dialog closed');
    await context.close();
  });

  it('moves with the arrow keys, wrapping around', async () => {
    const { context, page } = await open('/material-ui/getting-started/installation');
    await page.keyboard.press('Control+k');
    await typeAndWait(page, 'slider');
    const options = await page.$$eval('a[role="option"]', (links) => links.map((link) => link.getAttribute('href')));
    assert.equal(await activeOption(page), options[0]);
    await page.keyboard.press('ArrowDown');
    assert.equal(await activeOption(page), options[1]);
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    assert.equal(await activeOption(page), options[options.length - 1]);
    await context.close();
  });

  it('closes with Esc and gives focus back to where it was', async () => {
    const { context, page } = await open('/material-ui/getting-started/installation');
    const button = page.getByRole('button', { name: /^Search/ });
    await button.focus();
    await page.keyboard.press('Enter');
    await combobox(page).waitFor();
    await page.keyboard.press('Escape');
    await page.locator('.search-dialog').waitFor({ state: 'detached' });
    assert.equal(await page.evaluate(() => document.activeElement?.classList.contains('search-button')), true);
    // Ctrl+K from the page's body, then Esc: focus goes back to the body.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('Control+k');
    await combobox(page).waitFor();
    await page.keyboard.press('Escape');
    await page.locator('.search-dialog').waitFor({ state: 'detached' });
    assert.equal(await page.evaluate(() => document.activeElement === document.body), true);
    await context.close();
  });

  it('keeps recent searches in local storage and offers them when the dialog opens again', async () => {
    const { context, page } = await open('/material-ui/getting-started/installation');
    await page.keyboard.press('Control+k');
    await typeAndWait(page, 'tooltip');
    await page.keyboard.press('Enter');
    await page.waitForURL(/tooltip/);
    assert.deepEqual(JSON.parse((await page.evaluate(() => localStorage.getItem('mui-search-recent'))) ?? '[]'), ['tooltip']);
    await page.reload();
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.keyboard.press('Control+k');
    await page.getByRole('listbox', { name: 'Recent searches' }).waitFor();
    assert.equal(await page.textContent('[role="option"]'), 'tooltip');
    // Enter on a recent search runs it again.
    await page.keyboard.press('Enter');
    assert.equal(await combobox(page).inputValue(), 'tooltip');
    await page.waitForFunction(() => document.querySelectorAll('a[role="option"]').length > 0);
    await context.close();
  });

  it('offers all results on the results page, with the query and library', async () => {
    const { context, page } = await open('/joy-ui/getting-started/installation');
    await page.keyboard.press('Control+k');
    await typeAndWait(page, 'button');
    await page.getByRole('link', { name: 'See all results' }).click();
    await page.waitForURL(/\/search\?q=button&lib=joy-ui$/);
    await page.waitForSelector('html[data-hydrated="true"]');
    const first = await page.$eval('main ol.search-results a', (link) => link.getAttribute('href'));
    assert.equal(first, '/joy-ui/react-button');
    await context.close();
  });

  it(`paints results within ${PAINT_BUDGET_MS} ms of the last keystroke (p95)`, async () => {
    const { context, page } = await open('/material-ui/getting-started/installation');
    await page.keyboard.press('Control+k');
    await typeAndWait(page, 'theme'); // the isolate's index is loaded by now
    // Twenty queries, so the 95th percentile is not simply the slowest one.
    const queries = [
      ...['button', 'slider', 'MuiButton-root', 'useSelect', 'dark mode', 'palette', 'typography', 'autocomplete', 'grid', 'drawer'],
      ...['tooltip', 'sx prop', 'breakpoints', 'useButton', 'text field', 'snackbar', 'global variants', 'spacing', 'tabs', 'dialog'],
    ];
    const samples: number[] = [];
    for (const query of queries) {
      await typeAndWait(page, query);
      samples.push(await paintMs(page, query));
    }
    samples.sort((a, b) => a - b);
    const p95 = samples[Math.ceil(samples.length * 0.95) - 1];
    console.log(
      `search: keystroke to painted results, p50 ${samples[Math.floor(samples.length / 2)].toFixed(1)} ms, p95 ${p95.toFixed(1)} ms`,
    );
    assert.ok(p95 <= PAINT_BUDGET_MS, `p95 ${p95.toFixed(1)} ms`);
    await context.close();
  });
});
