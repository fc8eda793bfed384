// The search dialog in Chromium: Ctrl+K opens it, results come as the reader
// types, the keyboard moves and opens, Esc closes and gives focus back, recent
// searches are kept, and every query's time to painted results is measured in
// the page (its figures are `npm run bench:search`'s, not a timed test's).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import type { DevServer } from '../../scripts/dev-server';
import { collectProblems, launchChromium, PERSON_UA } from './browser';
import { sharedServer } from './server';
import { paintMs, searchCombobox, typeAndWait } from '../../scripts/measure/search-paint';

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

const activeOption = (page: Page) =>
  page.evaluate(() => document.querySelector('a[role="option"][aria-selected="true"]')?.getAttribute('href'));

describe('search dialog', () => {
  it('has a search button with an accessible name in the app bar, also on a phone', async () => {
    for (const width of [1280, 390]) {
      const { context, page } = await open('/material-ui/getting-started/installation', width);
      const button = page.getByRole('button', { name: /^Search/ });
      assert.equal(await button.isVisible(), true, `visible at ${width}px`);
      await button.click();
      await searchCombobox(page).waitFor();
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
    await searchCombobox(page).waitFor();
    await typeAndWait(page, 'disableElevation');
    const options = await page.$$eval('a[role="option"]', (links) => links.map((link) => link.getAttribute('href')));
    const target = '/material-ui/api/button#prop-disableElevation';
    assert.ok(options.slice(0, 3).includes(target), `the prop row is among the first results: ${options.join(', ')}`);
    assert.match((await page.textContent('a[role="option"] mark')) ?? '', /disableElevation/);
    // Arrow down until the Button API row is active, then Enter.
    for (let i = 0; i < options.indexOf(target); i++) await page.keyboard.press('ArrowDown');
    assert.equal(await activeOption(page), target);
    assert.equal(await searchCombobox(page).getAttribute('aria-activedescendant'), `search-option-${options.indexOf(target)}`);
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
    await searchCombobox(page).waitFor();
    await page.keyboard.press('Escape');
    await page.locator('.search-dialog').waitFor({ state: 'detached' });
    assert.equal(await page.evaluate(() => document.activeElement?.classList.contains('search-button')), true);
    // Ctrl+K from the page's body, then Esc: focus goes back to the body.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('Control+k');
    await searchCombobox(page).waitFor();
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
    assert.equal(await searchCombobox(page).inputValue(), 'tooltip');
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

  it("records each answered query's time from its last keystroke to painted results, for npm run bench:search", async () => {
    const { context, page } = await open('/material-ui/getting-started/installation');
    await page.keyboard.press('Control+k');
    for (const query of ['button', 'dark mode', 'useSelect']) {
      await typeAndWait(page, query);
      const ms = await paintMs(page, query);
      assert.ok(ms !== undefined && ms > 0, `${query}: ${ms}`);
    }
    await context.close();
  });
});
