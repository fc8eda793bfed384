import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import type { DevServer } from '../../scripts/dev-server';
import { BOT_UA } from '../cases/user-agents';
import { collectProblems, launchChromium, PERSON_UA } from './browser';
import { sharedServer } from './server';

// The layout of API sections (spec section 3): expanded from the server, then the reader's saved one.

let server: DevServer;
let browser: Browser;
const problems: string[] = [];

before(async () => {
  server = await sharedServer(8809);
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  await server?.stop();
  assert.deepEqual(problems, [], 'no console errors or warnings during the API layout tests');
});

const SECTIONS = ['props', 'classes', 'slots', 'css-variables'];

/** A reader's page; `saved` is the layout already in storage for every section. */
async function open(path: string, { saved, userAgent = PERSON_UA }: { saved?: string; userAgent?: string } = {}) {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, userAgent });
  if (saved) {
    await context.addInitScript(
      ({ layout, sections }) => sections.forEach((section) => localStorage.setItem(`apiPage_${section}`, layout)),
      { layout: saved, sections: SECTIONS },
    );
  }
  const page = await context.newPage();
  const list = collectProblems(page);
  page.on('close', () => problems.push(...list.splice(0)));
  await page.goto(`${server.url}${path}`);
  return { context, page };
}

const hydrated = (page: Page) => page.waitForSelector('html[data-hydrated="true"]');
const layoutOf = (page: Page, section = 'props') => page.getAttribute(`[data-api-section="${section}"]`, 'data-layout');
// The saved layout is applied in a transition after hydration: wait until the section shows it.
const settled = (page: Page, section = 'props') =>
  page.waitForFunction(
    (name) =>
      document.querySelector(`[data-api-section="${name}"]`)?.getAttribute('data-layout') === localStorage.getItem(`apiPage_${name}`),
    section,
    { timeout: 5000 },
  );

describe('API layout option', () => {
  it('keeps the chosen layout across reloads and saves a change', async () => {
    const { context, page } = await open('/experiments/docs/api-layout');
    await hydrated(page);
    await settled(page);
    const first = await layoutOf(page);
    assert.ok(['collapsed', 'expanded', 'table'].includes(first!));
    assert.equal(await page.evaluate(() => localStorage.getItem('apiPage_props')), first);
    await page.reload();
    await hydrated(page);
    await settled(page);
    assert.equal(await layoutOf(page), first);
    const other = first === 'table' ? 'collapsed' : 'table';
    await page.click(`[data-api-section="props"] [data-api-layout-option="${other}"]`);
    await page.reload();
    await hydrated(page);
    await settled(page);
    assert.equal(await layoutOf(page), other);
    await context.close();
  });

  it("leaves the server's entries unhydrated while the server's layout stays, and replaces them on a change", async () => {
    const { context, page } = await open('/material-ui/api/button');
    await hydrated(page);
    await settled(page);
    await page.evaluate(() => localStorage.setItem('apiPage_props', 'expanded'));
    await page.reload();
    await hydrated(page);
    const props = '[data-api-section="props"]';
    const entries = await page.locator(`${props} .api-entry`).count();
    assert.ok(entries > 10, `${entries} props`);
    // React marks each element it renders or hydrates with a property of its own.
    const reactOwned = (selector: string) =>
      page.$$eval(
        selector,
        (elements) => elements.filter((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'))).length,
      );
    assert.equal(await reactOwned(`${props} .api-entry`), 0);
    assert.ok((await reactOwned(`${props} [data-api-layout-option]`)) > 0, 'the layout buttons are hydrated');

    // Another layout replaces the server's entries (none left behind), and coming back renders them anew.
    await page.click(`${props} [data-api-layout-option="table"]`);
    await page.waitForSelector(`${props} table.api-table`);
    assert.equal(await page.locator(`${props} tbody tr`).count(), entries);
    assert.equal(await page.locator(`${props} .api-entry`).count(), 0);
    await page.click(`${props} [data-api-layout-option="expanded"]`);
    await page.waitForSelector(`${props} .api-entry`);
    assert.equal(await page.locator(`${props} .api-entry`).count(), entries);
    assert.equal(await page.locator(`${props} table`).count(), 0);

    // An in-place change to another API page, its layout the server's too, shows that page's entries.
    await page.reload();
    await hydrated(page);
    const names = () => page.locator(`${props} .api-entry .api-name`).allTextContents();
    assert.ok((await names()).includes('variant'));
    await page.click('a[href="/material-ui/api/button-base"]');
    await page.waitForFunction(() => document.querySelector('h1')?.textContent?.includes('ButtonBase'));
    await page.waitForSelector(`${props} .api-entry`);
    assert.ok((await names()).includes('centerRipple'));
    assert.ok(!(await names()).includes('variant'));

    // A saved layout other than the server's replaces its entries once the page has hydrated.
    await page.evaluate(() => localStorage.setItem('apiPage_props', 'collapsed'));
    await page.goto(`${server.url}/material-ui/api/button`);
    await hydrated(page);
    await settled(page);
    assert.equal(await page.locator(`${props} details`).count(), entries);
    assert.equal(await page.locator(`${props} .api-entry`).count(), 0);
    await context.close();
  });

  it('gives a bot the expanded layout', async () => {
    const { context, page } = await open('/experiments/docs/api-layout', { userAgent: BOT_UA });
    await hydrated(page);
    await page.waitForTimeout(200);
    assert.equal(await layoutOf(page), 'expanded');
    assert.equal(await page.evaluate(() => localStorage.getItem('apiPage_props')), null);
    await context.close();
  });

  const GRID_API = '/x/api/data-grid/data-grid-premium';
  /** Where an element is on screen: its top, relative to the viewport. */
  const topOf = (page: Page, id: string) => page.evaluate((target) => document.getElementById(target)!.getBoundingClientRect().top, id);

  for (const saved of ['collapsed', 'table']) {
    it(`keeps a linked entry on screen when the saved layout (${saved}) replaces the server's`, async () => {
      // A prop deep in the longest props list, and a CSS class below it: the new layout moves both by thousands of
      // pixels, and the browser's scroll anchoring loses its anchor with the server's entries.
      for (const id of ['prop-rows', 'class-cell']) {
        const { context, page } = await open(`${GRID_API}#${id}`, { saved });
        await hydrated(page);
        await settled(page, id.startsWith('prop') ? 'props' : 'classes');
        await page.waitForTimeout(100);
        assert.equal(await page.locator(`#${id}`).evaluate((entry) => entry.tagName), saved === 'table' ? 'TR' : 'DETAILS');
        const top = await topOf(page, id);
        assert.ok(top >= 0 && top < 200, `${id} is ${Math.round(top)} px from the top of the screen`);
        await context.close();
      }
    });
  }

  it('keeps a linked entry on screen after an in-place page change', async () => {
    for (const saved of ['collapsed', 'table']) {
      const { context, page } = await open('/material-ui/react-button', { saved });
      await hydrated(page);
      // A link to one prop, as a page or a search result might have.
      await page.evaluate(() => {
        const link = Object.assign(document.createElement('a'), { href: '/material-ui/api/button#prop-disabled', textContent: 'disabled' });
        link.id = 'to-disabled';
        document.querySelector('article')!.prepend(link);
      });
      await page.click('#to-disabled');
      await page.waitForFunction(() => document.querySelector('h1')?.textContent?.includes('Button API'));
      await settled(page, 'props');
      await page.waitForTimeout(100);
      const top = await topOf(page, 'prop-disabled');
      assert.ok(top >= 0 && top < 100, `${saved}: prop-disabled is ${Math.round(top)} px from the top of the screen`);
      await context.close();
    }
  });

  it('gives a section far below the screen its saved layout as the reader nears it, keeping what they see', async () => {
    const { context, page } = await open(GRID_API, { saved: 'collapsed' });
    await hydrated(page);
    await settled(page, 'props');
    await page.waitForTimeout(200);
    // Hundreds of props above the slots: nothing renders them anew until the reader scrolls there.
    assert.equal(await layoutOf(page, 'slots'), 'expanded');
    assert.equal((await page.locator('[data-api-section="slots"] .api-entry').count()) > 10, true);
    // Scrolled to the slots heading, the reader sees it stay where it is while the section's entries change.
    await page.evaluate(() => document.getElementById('slots')!.scrollIntoView());
    const before = await topOf(page, 'slots');
    await settled(page, 'slots');
    await page.waitForTimeout(100);
    assert.equal((await page.locator('[data-api-section="slots"] details').count()) > 10, true);
    assert.ok(Math.abs((await topOf(page, 'slots')) - before) < 2, 'the slots heading stayed in place');
    await context.close();
  });

  it('renders only the entries near the screen, and any entry the reader goes to', async () => {
    // Hundreds of entries: those far below the screen are not laid out at load (content-visibility).
    const { context, page } = await open(GRID_API, { saved: 'expanded' });
    await hydrated(page);
    const rendered = () =>
      page.$$eval('[data-api-section="props"] .api-entry', (entries) =>
        // An entry whose contents are skipped hides its heading from this check.
        entries.map((entry) => entry.querySelector('h3')!.checkVisibility({ contentVisibilityAuto: true } as CheckVisibilityOptions)),
      );
    const atLoad = await rendered();
    assert.ok(atLoad.length > 150, `${atLoad.length} entries`);
    assert.equal(atLoad[0], true, 'the first entry is rendered');
    assert.ok(atLoad.filter(Boolean).length < 40, `${atLoad.filter(Boolean).length} entries rendered at load`);
    // The last entry, once scrolled to, is rendered where the reader looks.
    const last = page.locator('[data-api-section="props"] .api-entry').last();
    await last.evaluate((entry) => entry.scrollIntoView({ block: 'center' }));
    await page.waitForTimeout(200);
    assert.equal((await rendered()).at(-1), true);
    const box = await last.boundingBox();
    assert.ok(box && box.y >= 0 && box.y + box.height <= 900, `the last entry on screen: ${JSON.stringify(box)}`);
    assert.ok(box.height > 40, 'laid out at its own height');
    await context.close();
  });

  it('fits the table layout to the column, long types and all, with no empty chips', async () => {
    for (const path of ['/material-ui/api/autocomplete', GRID_API]) {
      const { context, page } = await open(path, { saved: 'table' });
      await hydrated(page);
      await settled(page, 'props');
      const fit = await page.$eval('[data-api-section="props"] table', (table) => ({
        table: table.scrollWidth,
        column: table.parentElement!.clientWidth,
        description: table.querySelector('thead th:last-child')!.getBoundingClientRect().right,
        screen: window.innerWidth,
      }));
      // Before, Autocomplete's table was 1,058 px wide in a 752 px column, its descriptions past the screen's edge.
      assert.ok(fit.table <= fit.column, `${path}: the table is ${fit.table} px wide in a ${fit.column} px column`);
      assert.ok(fit.description <= fit.screen, `${path}: the descriptions end at ${fit.description} px`);
      // A prop without a default has an empty cell, not an empty code chip.
      assert.equal(await page.locator('[data-api-section="props"] td code:empty').count(), 0);
      await context.close();
    }
  });

  it('keeps long types within a phone screen in the list layouts', async () => {
    for (const saved of ['collapsed', 'expanded']) {
      const { context, page } = await open('/material-ui/api/autocomplete', { saved });
      await page.setViewportSize({ width: 400, height: 800 });
      await hydrated(page);
      await settled(page, 'props');
      // `React.JSXElementConstructor<React.HTMLAttributes<HTMLElement>>`, one word to the browser, ran past it.
      const past = await page.$$eval('[data-api-section="props"] code', (codes) =>
        codes.filter((code) => code.getBoundingClientRect().right > window.innerWidth).map((code) => code.textContent),
      );
      assert.deepEqual(past, [], `${saved}: code past the screen's edge`);
      await context.close();
    }
  });
});
