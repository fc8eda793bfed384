import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import type { DevServer } from '../../scripts/dev-server';
import { allDemosLive, collectProblems, gotoIdle, launchChromium, PERSON_UA } from './browser';
import { sharedServer } from './server';

const site = JSON.parse(readFileSync(new URL('../../dist/generated/site.json', import.meta.url), 'utf8')) as { pages: { path: string }[] };

/** Pages with live demos: every Material UI component page. */
const demoPages = site.pages
  .map((page) => page.path)
  .filter((path) => /^\/material-ui\/(react-[a-z0-9-]+|icons|material-icons|transitions|about-the-lab)$/.test(path));

let server: DevServer;
let browser: Browser;

before(async () => {
  server = await sharedServer(8794);
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

/** Loads a page, waits for it and its demos to hydrate, and returns what the console said. */
async function visit(path: string, options: { colorScheme?: 'light' | 'dark'; cookies?: Record<string, string> } = {}) {
  const context = await browser.newContext({
    userAgent: PERSON_UA,
    colorScheme: options.colorScheme ?? 'light',
    viewport: { width: 1280, height: 900 },
  });
  await context.addCookies(Object.entries(options.cookies ?? {}).map(([name, value]) => ({ name, value, url: server.url })));
  const page = await context.newPage();
  const problems = collectProblems(page);
  await gotoIdle(page, `${server.url}${path}`);
  await page.waitForSelector('html[data-hydrated="true"]');
  // Each demo is a root of its own, made live when in view or when the page is idle.
  await page.waitForFunction(allDemosLive);
  const demos = await page.locator('.demo').count();
  await context.close();
  return { problems, demos };
}

describe('every Material UI component page', () => {
  it('has live demos on each page', () => {
    assert.ok(demoPages.length >= 60, `found ${demoPages.length} component pages`);
  });

  for (const path of demoPages) {
    it(`${path} hydrates its demos with no console error`, async () => {
      const { problems, demos } = await visit(path);
      assert.ok(demos >= 2, `${path} has ${demos} demos`);
      assert.deepEqual(problems, []);
    });
  }

  for (const path of ['/material-ui/react-button', '/material-ui/react-slider', '/material-ui/react-tabs', '/material-ui/react-chip']) {
    it(`${path} hydrates in dark mode, right to left`, async () => {
      const { problems } = await visit(path, { colorScheme: 'dark', cookies: { direction: 'rtl' } });
      assert.deepEqual(problems, []);
    });
  }

  // Demos styled with styled() read mode-dependent colors through theme.vars: the site's theme keeps the light scheme
  // in theme.palette, so a demo reading theme.palette.text.primary would stay dark-on-dark in dark mode.
  for (const colorScheme of ['light', 'dark'] as const) {
    it(`the segmented tabs demo follows the ${colorScheme} mode in its styled() colors`, async () => {
      const context = await browser.newContext({ userAgent: PERSON_UA, colorScheme, viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      await gotoIdle(page, `${server.url}/material-ui/react-tabs`);
      const selected = page.locator('.demo-preview[data-demo="material-ui/react-tabs/SegmentedTabs"] [role="tab"][aria-selected="true"]');
      await selected.waitFor();
      // The channels of the label's color: light text in dark mode, dark text in light mode.
      const color = await selected.evaluate((tab) => getComputedStyle(tab).color);
      const [r, g, b] = (color.match(/\d+(\.\d+)?/g) ?? []).map(Number);
      const luminance = (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
      if (colorScheme === 'dark') assert.ok(luminance > 0.6, `label ${color} in dark mode`);
      else assert.ok(luminance < 0.4, `label ${color} in light mode`);
      await context.close();
    });
  }
});
