import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import type { DevServer } from '../../scripts/dev-server';
import { allDemosLive, collectProblems, launchChromium, PERSON_UA } from './browser';
import { sharedServer } from './server';

// Chromium restyles every element of the page when a sheet with rules on html, body and * is added or
// removed, or when an attribute of <html> or <body> is written, even with the value it already has. After
// hydration nothing on screen changes, so neither may happen more than the page needs.

let server: DevServer;
let browser: Browser;

before(async () => {
  server = await sharedServer(8834);
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

describe('no restyle of the whole page after hydration', () => {
  for (const { name, colorScheme, cookie } of [
    { name: 'light', colorScheme: 'light', cookie: undefined },
    { name: 'dark', colorScheme: 'dark', cookie: undefined },
    { name: 'right-to-left', colorScheme: 'light', cookie: 'rtl' },
  ] as const) {
    it(`writes no attribute of <html> or <body> with the value it already has once the document is parsed (${name})`, async () => {
      // Chromium restyles the whole document on such a write, even when nothing changes: after hydration
      // the color scheme and direction written again restyled every element of a page, twice.
      const context = await browser.newContext({ userAgent: PERSON_UA, colorScheme });
      if (cookie) await context.addCookies([{ name: 'direction', value: cookie, url: server.url }]);
      const page = await context.newPage();
      const problems = collectProblems(page);
      await page.addInitScript(() => {
        const rewrites: string[] = [];
        (window as unknown as { rewrites: string[] }).rewrites = rewrites;
        document.addEventListener('DOMContentLoaded', () => {
          const observer = new MutationObserver((records) => {
            // Records come in one batch per microtask: an attribute that ends its batch with the value it
            // began with was written for nothing (a class removed and added again counts too).
            const before = new Map<string, { element: Element; name: string; value: string | null }>();
            for (const record of records) {
              const element = record.target as Element;
              const key = `${element.tagName.toLowerCase()} ${record.attributeName}`;
              if (!before.has(key)) before.set(key, { element, name: record.attributeName!, value: record.oldValue });
            }
            for (const [key, { element, name, value }] of before) {
              if (element.getAttribute(name) === value) rewrites.push(`${key}="${value}"`);
            }
          });
          for (const element of [document.documentElement, document.body])
            observer.observe(element, { attributes: true, attributeOldValue: true });
        });
      });
      await page.goto(`${server.url}/material-ui/react-button`);
      await page.waitForSelector('html[data-hydrated="true"]');
      await page.waitForFunction(allDemosLive);
      await page.waitForTimeout(300);
      assert.equal(await page.getAttribute('html', 'data-mui-color-scheme'), colorScheme);
      assert.equal(await page.getAttribute('body', 'dir'), cookie ?? 'ltr');
      assert.deepEqual(await page.evaluate(() => (window as unknown as { rewrites: string[] }).rewrites), []);
      assert.deepEqual(problems, []);
      await context.close();
    });
  }

  it("leaves the server's global style sheets where the server wrote them, in <head>", async () => {
    // A moved <style> is a sheet removed and added again. The global sheets hold rules on html, body and *,
    // so each move restyles every element of the page: written into the React root, they were moved out
    // of it before hydration, and emotion's Global moved them again as the page hydrated. (A theme change
    // from the settings replaces them: the spacing test above.)
    const context = await browser.newContext({ userAgent: PERSON_UA });
    const page = await context.newPage();
    // A reader's first visit picks each section's layout at random, and a table has no .api-entry: the
    // expanded layout saved beforehand keeps the content-visibility check below deterministic.
    await page.addInitScript(() => {
      for (const section of ['props', 'classes', 'slots', 'css-variables']) localStorage.setItem(`apiPage_${section}`, 'expanded');
    });
    await page.addInitScript(() => {
      const moves: string[] = [];
      (window as unknown as { globalMoves: string[] }).globalMoves = moves;
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of Array.from(record.removedNodes)) {
            const marker = node instanceof HTMLStyleElement ? (node.getAttribute('data-emotion') ?? '') : '';
            if (marker.startsWith('css-global')) moves.push(marker);
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${server.url}/material-ui/api/button`);
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.waitForTimeout(500);
    const inHead = await page.$$eval('head style[data-emotion^="css-global "]', (sheets) =>
      sheets.map((sheet) => sheet.getAttribute('data-emotion')),
    );
    // Theme variables, baseline, the shell's styles and, on an API page, the API sections' styles.
    assert.equal(inHead.length, 4, `the server's global sheets in <head>: ${inHead.join(', ')}`);
    assert.deepEqual(await page.evaluate(() => (window as unknown as { globalMoves: string[] }).globalMoves), []);
    assert.equal(await page.locator('#root style').count(), 0);
    // The sheets are in force: the baseline's margin on <body> and the theme's variables.
    assert.equal(await page.evaluate(() => getComputedStyle(document.body).margin), '0px');
    assert.notEqual(
      await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--mui-palette-primary-main')),
      '',
    );
    assert.equal(await page.$eval('.api-entry', (entry) => getComputedStyle(entry).contentVisibility), 'auto');
    await context.close();
  });
});
