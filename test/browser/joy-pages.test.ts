// Joy UI's component pages in Chromium: every one hydrates its demos, which
// render with Joy's own theming (CssVarsProvider, `--joy-` variables) and
// follow the site's color mode from the first paint, in light, dark and RTL.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import type { DevServer } from '../../scripts/dev-server';
import { allDemosLive, collectProblems, gotoIdle, launchChromium, PERSON_UA } from './browser';
import { sharedServer } from './server';

const site = JSON.parse(readFileSync(new URL('../../dist/generated/site.json', import.meta.url), 'utf8')) as { pages: { path: string }[] };

/** Joy UI's component pages (their demos' bundles bring Joy's frame). */
const joyComponentPages = site.pages.map((page) => page.path).filter((path) => /^\/joy-ui\/react-[a-z0-9-]+$/.test(path));

let server: DevServer;
let browser: Browser;

before(async () => {
  server = await sharedServer(8805);
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

async function newPage(options: { colorScheme?: 'light' | 'dark'; cookies?: Record<string, string> } = {}) {
  const context = await browser.newContext({
    userAgent: PERSON_UA,
    colorScheme: options.colorScheme ?? 'light',
    viewport: { width: 1280, height: 900 },
  });
  await context.addCookies(Object.entries(options.cookies ?? {}).map(([name, value]) => ({ name, value, url: server.url })));
  const page = await context.newPage();
  const problems = collectProblems(page);
  return { context, page, problems };
}

/** Background of the first soft primary Joy button: a light tint of Joy's primary in light mode, a dark one in dark mode. */
const softButtonBackground = (page: Page) =>
  page.evaluate(() => {
    const button = document.querySelector<HTMLElement>('.demo-preview .MuiButton-variantSoft.MuiButton-colorPrimary');
    return button ? getComputedStyle(button).backgroundColor : null;
  });

describe('every Joy UI component page', () => {
  it('has component pages to check', () => {
    assert.ok(joyComponentPages.includes('/joy-ui/react-button'), `found ${joyComponentPages.join(', ')}`);
  });

  for (const path of joyComponentPages) {
    for (const colorScheme of ['light', 'dark'] as const) {
      it(`${path} hydrates its demos with no console error (${colorScheme})`, async () => {
        const { context, page, problems } = await newPage({ colorScheme });
        await gotoIdle(page, `${server.url}${path}`);
        await page.waitForSelector('html[data-hydrated="true"]');
        await page.waitForFunction(allDemosLive);
        assert.ok((await page.locator('.demo').count()) >= 3, `${path} has fewer than 3 demos`);
        // MUI components in the demos, on a page that has Joy's theme variables (layout pages such as Box use no variant).
        assert.ok((await page.locator('.demo-preview [class*="Mui"]').count()) > 0, 'no MUI component in the demos');
        const joyPrimary = await page.evaluate(() =>
          getComputedStyle(document.documentElement).getPropertyValue('--joy-palette-primary-500'),
        );
        assert.ok(joyPrimary.trim() !== '', "Joy's theme variables are missing");
        assert.equal(await page.getAttribute('html', 'data-mui-color-scheme'), colorScheme);
        assert.deepEqual(problems, []);
        await context.close();
      });
    }
  }
});

describe('Joy UI demos and the site', () => {
  it('paint in the mode of the site from the first paint: Joy variables come with the page, dark ones under the dark attribute', async () => {
    const backgrounds: Record<string, string | null> = {};
    for (const colorScheme of ['light', 'dark'] as const) {
      const { context, page, problems } = await newPage({ colorScheme });
      // No script at all: what the server's HTML and the first-paint script give.
      await page.route('**/static/**/*.js', (route) => route.abort());
      await page.goto(`${server.url}/joy-ui/react-button`, { waitUntil: 'load' });
      assert.equal(await page.locator('head style[data-href="/static/styles/joy-theme.css"]').count(), 1);
      backgrounds[colorScheme] = await softButtonBackground(page);
      const primary = await page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--joy-palette-primary-500').trim(),
      );
      assert.match(primary, /^#[0-9A-Fa-f]{6}$/);
      assert.deepEqual(
        problems.filter((problem) => !/net::ERR_FAILED|Failed to load resource/.test(problem)),
        [],
      );
      await context.close();
    }
    assert.ok(backgrounds.light && backgrounds.dark, 'a soft primary button on the page');
    assert.notEqual(backgrounds.light, backgrounds.dark, 'dark mode changes the soft button through Joy variables');
  });

  it('a Joy page hydrates right to left, in dark mode, with no console error', async () => {
    const { context, page, problems } = await newPage({ colorScheme: 'dark', cookies: { direction: 'rtl' } });
    await gotoIdle(page, `${server.url}/joy-ui/react-button`);
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.waitForFunction(allDemosLive);
    assert.equal(await page.getAttribute('html', 'dir'), 'rtl');
    // The worker rendered the demos for RTL: emotion's RTL cache (its own class prefix).
    assert.ok((await page.locator('.demo-preview [class*="rtl-"]').count()) > 0, 'demos rendered with the RTL cache');
    assert.deepEqual(problems, []);
    await context.close();
  });

  it('switching the mode in the settings switches the demos at once, without touching Joy storage or Material pages', async () => {
    const { context, page, problems } = await newPage();
    await gotoIdle(page, `${server.url}/joy-ui/react-button`);
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.waitForFunction(allDemosLive);
    const light = await softButtonBackground(page);
    await page.evaluate(() => {
      localStorage.setItem('mui-mode', 'dark');
      document.documentElement.setAttribute('data-mui-color-scheme', 'dark');
    });
    assert.notEqual(await softButtonBackground(page), light);
    // Joy's provider never writes the attribute or the site's key of its own.
    assert.equal(await page.evaluate(() => document.documentElement.hasAttribute('data-joy-color-scheme')), false);
    assert.deepEqual(problems, []);
    await context.close();
  });

  it('an in-place change from a Material UI page brings Joy variables and live Joy demos', async () => {
    const { context, page, problems } = await newPage();
    await gotoIdle(page, `${server.url}/material-ui/react-button`);
    await page.waitForSelector('html[data-hydrated="true"]');
    assert.equal(await page.locator('style[data-href="/static/styles/joy-theme.css"]').count(), 0, 'no Joy variables on Material UI pages');
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same document'));
    // An ordinary link of the site, as the reader would follow it.
    await page.evaluate(() => {
      const link = document.createElement('a');
      link.href = '/joy-ui/react-button';
      link.textContent = 'Joy Button';
      document.querySelector('main')!.appendChild(link);
      link.click();
    });
    await page.waitForFunction(
      () => document.querySelector('h1')?.textContent === 'Button' && location.pathname === '/joy-ui/react-button',
    );
    await page.waitForFunction(() => document.querySelectorAll('.demo-preview[data-live="true"]').length > 0);
    await page.waitForFunction(allDemosLive);
    assert.equal(await page.evaluate(() => (window as unknown as { marker?: string }).marker), 'same document');
    assert.equal(await page.locator('style[data-href="/static/styles/joy-theme.css"]').count(), 1);
    assert.ok(await softButtonBackground(page));
    assert.deepEqual(problems, []);
    await context.close();
  });
});
