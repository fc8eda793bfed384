// An axe scan of one page of each kind, hydrated, in light and dark: no
// serious or critical violation may ship.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import type { DevServer } from '../../scripts/dev-server';
import { allDemosLive, gotoIdle, launchChromium, PERSON_UA } from './browser';
import { sharedServer } from './server';

/** One page of each kind the site renders. */
const REPRESENTATIVE = [
  ['home', '/'],
  ['product landing', '/joy-ui'],
  ['guide', '/material-ui/getting-started/installation'],
  ['component page with demos', '/material-ui/react-button'],
  ['Joy UI component page with demos (Joy theming)', '/joy-ui/react-button'],
  ['component page, open source code', '/material-ui/react-autocomplete#open-code'],
  ['generated API page', '/material-ui/api/button'],
  ['hooks API tab', '/material-ui/react-autocomplete/hooks-api'],
  ['Base UI component page, demos in the Tailwind styling', '/base-ui/react-button#styling-tailwind'],
  ['Base UI component page, plain CSS demos with source open', '/base-ui/react-button#styling-css-open-code'],
  ['Base UI hook API page', '/base-ui/api/use-button'],
  ['MUI X API page with plan badges on its props', '/x/api/data-grid/data-grid-premium'],
  ['versions table', '/versions'],
  ['code blocks', '/experiments/docs/codeblock'],
  ['not found', '/material-ui/react-buton'],
  ['search results page', '/search?q=button'],
  ['search dialog, open with results', '/material-ui/react-button#open-search'],
] as const;

let server: DevServer;
let browser: Browser;

before(async () => {
  server = await sharedServer(8799);
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

async function scan(path: string, colorScheme: 'light' | 'dark', width: number) {
  const context = await browser.newContext({ colorScheme, viewport: { width, height: 900 } });
  const page = await context.newPage();
  const [pathname, action] = path.split('#');
  // A loaded machine (two cores, every test file's server) can hold a heavy page's requests past the default 30 s.
  await gotoIdle(page, `${server.url}${pathname}`);
  await page.waitForSelector('html[data-hydrated="true"]');
  // Some parts only exist once opened: scan them open.
  if (action?.endsWith('open-code')) await page.locator('.demo-toolbar button[aria-controls]').first().click();
  if (action === 'open-search') {
    await page.keyboard.press('Control+k');
    await page.getByRole('combobox').pressSequentially('button');
    await page.waitForSelector('[role="option"][aria-selected="true"]');
  }
  // A Base UI page in another code styling: the demos switch in place (MUI System is the default).
  const styling = /^styling-(tailwind|css)/.exec(action ?? '')?.[1];
  if (styling) {
    await page
      .locator(`.code-styling-switch button:has-text("${styling === 'css' ? 'CSS' : 'Tailwind'}")`)
      .first()
      .click();
    await page.waitForSelector(`.demo-preview[data-demo$=".${styling}"][data-live="true"]`);
  }
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  await context.close();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => {
      const targets = violation.nodes
        .slice(0, 3)
        .map((node) => `${node.target.join(' ')} (${node.any[0]?.message ?? node.failureSummary})`);
      return `${violation.id} (${violation.impact}, ${violation.nodes.length}×): ${violation.help} — ${targets.join(' | ')}`;
    });
}

describe('accessibility (axe)', () => {
  for (const [kind, path] of REPRESENTATIVE) {
    it(`${kind} (${path}) has no serious or critical violation, light and wide`, async () => {
      assert.deepEqual(await scan(path, 'light', 1280), []);
    });
    it(`${kind} (${path}) has no serious or critical violation, dark and narrow`, async () => {
      assert.deepEqual(await scan(path, 'dark', 390), []);
    });
  }

  // The side menu shows only on wide screens: its current entry is checked on its dark tint too.
  it('guide (/material-ui/getting-started/installation) has no serious or critical violation, dark and wide', async () => {
    assert.deepEqual(await scan('/material-ui/getting-started/installation', 'dark', 1280), []);
  });

  // WCAG 2.2's target size, as Lighthouse checks it: on a phone, at the top of a long page, while the
  // article's later parts are still skipped by `content-visibility` and laid out at their estimated height.
  for (const path of ['/material-ui/react-autocomplete', '/material-ui/react-button', '/x/react-data-grid/editing']) {
    it(`${path} has no touch target covered by another and no text over overflowing code, on a phone before scrolling`, async () => {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
      const page = await context.newPage();
      await gotoIdle(page, `${server.url}${path}`);
      await page.waitForSelector('html[data-hydrated="true"]');
      const results = await new AxeBuilder({ page }).withRules(['target-size', 'color-contrast']).analyze();
      await context.close();
      const covered = results.violations.flatMap((violation) =>
        violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
      );
      assert.deepEqual(covered, []);
    });
  }

  // A box that scrolls must take the keyboard's focus, or a reader without a pointer cannot reach what it hides
  // (WCAG 2.1.1, axe's scrollable-region-focusable). On a phone most article tables overflow, and so does an API
  // section in the table layout, which a reader's first visit may draw at random: it is saved here, so the scan
  // is the same every run. Each page is scrolled through, so its demos are live (a Joy Sheet that scrolls).
  for (const [path, layout, overflowing] of [
    ['/system/properties', undefined, '.table-scroll'],
    ['/x/react-data-grid/state', undefined, '.table-scroll'],
    ['/material-ui/api/button', 'table', '.table-scroll'],
    ['/base-ui/api/use-button', 'table', '.table-scroll'],
    ['/joy-ui/react-sheet', undefined, '[role="region"][aria-label="Departures"]'],
    ['/joy-ui/react-table', undefined, '.demo-preview [role="region"]'],
    ['/material-ui/react-table', undefined, '.demo-preview [role="region"]'],
  ] as const) {
    it(`${path}${layout ? ` (API layout ${layout})` : ''} lets the keyboard reach every box that scrolls, on a phone`, async () => {
      const context = await browser.newContext({ viewport: { width: 390, height: 900 }, userAgent: PERSON_UA });
      if (layout) {
        await context.addInitScript((saved) => {
          for (const section of ['props', 'classes', 'slots', 'css-variables']) localStorage.setItem(`apiPage_${section}`, saved);
        }, layout);
      }
      const page = await context.newPage();
      await gotoIdle(page, `${server.url}${path}`);
      await page.waitForSelector('html[data-hydrated="true"]');
      for (let top = 0; top < (await page.evaluate(() => document.documentElement.scrollHeight)); top += 700) {
        await page.evaluate((y) => window.scrollTo(0, y), top);
        await page.waitForTimeout(50);
      }
      await page.waitForFunction(allDemosLive);
      if (layout) await page.waitForSelector(`[data-api-section][data-layout="${layout}"] .table-scroll`);
      // The page has a box that does overflow on a phone, so the scan below has something to find.
      const overflows = await page.$$eval(overflowing, (boxes) =>
        boxes.some((box) => box.scrollWidth > box.clientWidth + 1 || box.scrollHeight > box.clientHeight + 1),
      );
      assert.equal(overflows, true, `an overflowing ${overflowing} on ${path}`);
      const results = await new AxeBuilder({ page }).withRules(['scrollable-region-focusable']).analyze();
      await context.close();
      assert.deepEqual(
        results.violations.flatMap((violation) => violation.nodes.map((node) => node.target.join(' '))),
        [],
      );
    });
  }

  it('keeps every header control on screen at 360 px, even with the longest product name (reflow)', async () => {
    const context = await browser.newContext({ viewport: { width: 360, height: 700 } });
    const page = await context.newPage();
    for (const path of ['/x/react-date-pickers', '/material-ui/react-button']) {
      await page.goto(`${server.url}${path}`);
      await page.waitForSelector('html[data-hydrated="true"]');
      const offScreen = await page.evaluate(() =>
        Array.from(document.querySelectorAll<HTMLElement>('header button, header a'))
          .filter((element) => element.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5)
          .map((element) => element.getAttribute('aria-label') ?? element.textContent),
      );
      assert.deepEqual(offScreen, [], path);
    }
    await context.close();
  });

  it('keeps pages one screen wide at 360 px, with every link of a demo in reach (reflow)', async () => {
    const context = await browser.newContext({ viewport: { width: 360, height: 700 } });
    const page = await context.newPage();
    // A pager title that is one long word (`GridRowClassNameParams`) widened the page, and so did a page title
    // (`useMenuItemContextStabilizer API`); the eight API links of a Modal demo ran past the demo's edge, which
    // clips them.
    for (const path of [
      '/x/api/data-grid/grid-filter-operator',
      '/material-ui/react-modal',
      '/base-ui/api/use-menu-item-context-stabilizer',
    ]) {
      await page.goto(`${server.url}${path}`);
      await page.waitForSelector('html[data-hydrated="true"]');
      const fit = await page.evaluate(() => {
        const width = document.documentElement.clientWidth;
        return {
          page: document.documentElement.scrollWidth - width,
          clipped: Array.from(document.querySelectorAll('.demo-api-links a'))
            .filter((link) => link.getBoundingClientRect().right > width + 0.5)
            .map((link) => link.textContent),
        };
      });
      assert.deepEqual(fit, { page: 0, clipped: [] }, path);
    }
    await context.close();
  });
});
