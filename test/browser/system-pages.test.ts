// MUI System's component and style-utility pages in Chromium: every one hydrates its demos with no
// console error in light, dark and right to left, and the interactive demos answer the reader.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { systemMenu } from '../../content/menus/system';
import type { DevServer } from '../../scripts/dev-server';
import { allDemosLive, collectProblems, gotoIdle, launchChromium, PERSON_UA } from './browser';
import { sharedServer } from './server';

const site = JSON.parse(readFileSync(new URL('../../dist/generated/site.json', import.meta.url), 'utf8')) as { pages: { path: string }[] };
const published = new Set(site.pages.map((page) => page.path));

// The Components and Style utilities groups of the System menu, as far as their pages are written.
const groupPages = (group: string) =>
  (systemMenu.find((entry) => entry.pathname === group)?.children ?? [])
    .map((entry) => entry.pathname)
    .filter((path) => published.has(path));
const componentPages = groupPages('/system/components');
const styleUtilityPages = groupPages('/system/style-utilities');

let server: DevServer;
let browser: Browser;

before(async () => {
  server = await sharedServer(8807);
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

async function open(path: string, options: { colorScheme?: 'light' | 'dark'; direction?: 'rtl' } = {}) {
  const context = await browser.newContext({
    userAgent: PERSON_UA,
    colorScheme: options.colorScheme ?? 'light',
    viewport: { width: 1280, height: 900 },
  });
  if (options.direction) await context.addCookies([{ name: 'direction', value: options.direction, url: server.url }]);
  const page = await context.newPage();
  const problems = collectProblems(page);
  await gotoIdle(page, `${server.url}${path}`);
  await page.waitForSelector('html[data-hydrated="true"]');
  await page.waitForFunction(allDemosLive);
  return { context, page, problems };
}

describe('MUI System pages with demos', () => {
  it('has the component pages and the properties page to check', () => {
    for (const path of ['/system/react-box', '/system/react-container', '/system/react-grid', '/system/react-stack']) {
      assert.ok(componentPages.includes(path), `${path} in ${componentPages.join(', ')}`);
    }
    assert.ok(styleUtilityPages.includes('/system/properties'));
  });

  for (const path of [...componentPages, ...styleUtilityPages]) {
    for (const colorScheme of ['light', 'dark'] as const) {
      it(`${path} hydrates its demos with no console error (${colorScheme})`, async () => {
        const { context, page, problems } = await open(path, { colorScheme });
        const minimum = componentPages.includes(path) ? 4 : 2;
        assert.ok((await page.locator('.demo').count()) >= minimum, `${path} has fewer than ${minimum} demos`);
        assert.ok((await page.locator('.demo-preview [class*="Mui"]').count()) > 0, 'no MUI System component in the demos');
        assert.deepEqual(problems, []);
        await context.close();
      });
    }
  }

  for (const path of [...componentPages, ...styleUtilityPages]) {
    it(`${path} hydrates right to left, in dark mode, with no console error`, async () => {
      const { context, page, problems } = await open(path, { colorScheme: 'dark', direction: 'rtl' });
      assert.equal(await page.getAttribute('html', 'dir'), 'rtl');
      assert.ok((await page.locator('.demo-preview [class*="rtl-"]').count()) > 0, 'demos rendered with the RTL cache');
      assert.deepEqual(problems, []);
      await context.close();
    });
  }
});

describe('MUI System interactive demos', () => {
  it('the sx inspector resolves the property the reader picks with the site theme', async () => {
    const { context, page, problems } = await open('/system/properties');
    const demo = page.locator('.demo').first();
    await demo.getByLabel('Property').selectOption('bgcolor');
    await demo.getByLabel('Value').fill('primary.main');
    await page.waitForFunction(() => document.querySelector('.demo-preview pre')?.textContent?.includes('var(--mui-palette-primary-main)'));
    await demo.getByLabel('Property').selectOption('borderRadius');
    await demo.getByLabel('Value').fill('2');
    // Twice the site theme's 12px radius, as a number emotion writes in pixels.
    await page.waitForFunction(() => document.querySelector('.demo-preview pre')?.textContent?.includes('"borderRadius": 24'));
    assert.deepEqual(problems, []);
    await context.close();
  });

  it('the Stack playground moves the spacing margin to the side of the direction', async () => {
    const { context, page, problems } = await open('/system/react-stack');
    const demo = page.locator('.demo').filter({ has: page.getByLabel('direction') });
    await demo.getByLabel('direction').selectOption('column');
    const second = demo.locator('.demo-preview').getByText('Pears', { exact: true });
    assert.equal(await second.evaluate((element) => getComputedStyle(element).marginTop), '16px');
    assert.match((await demo.locator('.demo-preview code').textContent()) ?? '', /margin-top: 16px/);
    assert.deepEqual(problems, []);
    await context.close();
  });
});
