// Base UI demos in three code stylings: the first HTML follows the codeStyling
// cookie, the settings drawer swaps the live demo and its source in place, and
// each styling's demo is styled (its button does not look like an unstyled one).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import type { DevServer } from '../../scripts/dev-server';
import { allDemosLive, collectProblems, gotoIdle, launchChromium, PERSON_UA } from './browser';
import { sharedServer } from './server';

const site = JSON.parse(readFileSync(new URL('../../dist/generated/site.json', import.meta.url), 'utf8')) as { pages: { path: string }[] };

const PAGE = '/base-ui/react-button';
const DEMO = '#unstyled-button';
const STYLINGS = [
  { label: 'MUI System', suffix: 'system', source: /from '@mui\/system'/ },
  { label: 'Tailwind', suffix: 'tailwind', source: /bg-blue-700/ },
  { label: 'CSS', suffix: 'css', source: /\.unstyled-button\.base--focusVisible/ },
] as const;

let server: DevServer;
let browser: Browser;

before(async () => {
  server = await sharedServer(8806);
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

async function open(options: { cookie?: string; colorScheme?: 'light' | 'dark' } = {}) {
  const context = await browser.newContext({ userAgent: PERSON_UA, colorScheme: options.colorScheme ?? 'light' });
  if (options.cookie) await context.addCookies([{ name: 'codeStyling', value: encodeURIComponent(options.cookie), url: server.url }]);
  const page = await context.newPage();
  return { context, page };
}

/** The computed look of the demo's first button, and of a plain button the page makes for comparison. */
async function looks(page: Page) {
  // A string, not a function: tsx would wrap inner helpers in a `__name` the page does not have.
  const pick = (target: string) =>
    `(() => { const s = getComputedStyle(${target}); return [s.backgroundColor, s.color, s.borderRadius, s.paddingLeft].join(' '); })()`;
  const demo: string = await page.evaluate(pick(`document.querySelector(${JSON.stringify(`${DEMO} .demo-preview button`)})`));
  const unstyled: string = await page.evaluate(
    `(() => { const b = document.createElement('button'); document.body.append(b); const look = ${pick('b')}; b.remove(); return look; })()`,
  );
  return { demo, unstyled };
}

describe('Base UI demos in three code stylings', () => {
  for (const styling of STYLINGS) {
    it(`the first HTML follows the cookie (${styling.label}), styled`, async () => {
      const { context, page } = await open({ cookie: styling.label });
      const response = await page.request.get(`${server.url}${PAGE}`);
      const html = await response.text();
      assert.match(html, new RegExp(`data-demo="base-ui/react-button/UnstyledButton\\.${styling.suffix}"`));
      assert.match(html, /<link rel="stylesheet" href="\/static\/demo-styles\/tailwind\.[0-9a-f]+\.css">/);
      const problems = collectProblems(page);
      await page.goto(`${server.url}${PAGE}`);
      await page.waitForSelector('html[data-hydrated="true"]');
      await page.waitForSelector(`${DEMO} .demo-preview[data-live="true"]`);
      assert.equal(await page.getAttribute(`${DEMO} .demo-preview`, 'data-demo'), `base-ui/react-button/UnstyledButton.${styling.suffix}`);
      const { demo, unstyled } = await looks(page);
      assert.notEqual(demo, unstyled);
      // White text, 8px corners and 16px side padding in every styling (Tailwind's blue is its own oklch).
      assert.match(demo, / rgb\(255, 255, 255\) 8px 16px$/);
      assert.deepEqual(problems, []);
      await context.close();
    });
  }

  it('the settings drawer swaps the live demo and its source without a reload', async () => {
    const { context, page } = await open();
    const problems = collectProblems(page);
    await page.goto(`${server.url}${PAGE}`);
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.waitForSelector(`${DEMO} .demo-preview[data-live="true"]`);
    await page.evaluate(() => ((window as unknown as { loadedOnce: boolean }).loadedOnce = true));
    await page.click(`${DEMO} button:has-text("Show code")`);
    await page.click('button[aria-label="Settings"]');
    for (const styling of [...STYLINGS].reverse()) {
      await page.click(`#settings-code-styling ~ * button[value="${styling.label}"]`);
      await page.waitForSelector(`${DEMO} .demo-preview[data-demo$=".${styling.suffix}"][data-live="true"]`);
      await page.waitForFunction(
        ([selector, pattern]) => new RegExp(pattern).test(document.querySelector(`${selector} .demo-code`)?.textContent ?? ''),
        [DEMO, styling.source.source] as const,
      );
      const { demo, unstyled } = await looks(page);
      assert.notEqual(demo, unstyled, styling.label);
      assert.equal((await context.cookies()).find((cookie) => cookie.name === 'codeStyling')?.value, encodeURIComponent(styling.label));
    }
    assert.equal(await page.evaluate(() => (window as unknown as { loadedOnce?: boolean }).loadedOnce), true);
    assert.deepEqual(problems, []);
    await context.close();
  });

  it('a styling hash overrides the cookie after hydration, without errors', async () => {
    const { context, page } = await open({ cookie: 'MUI System' });
    const problems = collectProblems(page);
    await page.goto(`${server.url}${PAGE}#css-unstyled-button.tsx`);
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.waitForSelector(`${DEMO} .demo-preview[data-demo$=".css"][data-live="true"]`);
    const { demo, unstyled } = await looks(page);
    assert.notEqual(demo, unstyled);
    assert.deepEqual(problems, []);
    await context.close();
  });

  it('arrive styled with an in-place page change, their stylesheets linked first', async () => {
    const { context, page } = await open({ cookie: 'Tailwind' });
    const problems = collectProblems(page);
    await page.goto(`${server.url}/base-ui/getting-started/overview`);
    await page.waitForSelector('html[data-hydrated="true"]');
    assert.equal(await page.locator('link[href^="/static/demo-styles/"]').count(), 0);
    await page.click('aside a[href="/base-ui/react-button"]');
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Button');
    await page.waitForSelector(`${DEMO} .demo-preview[data-demo$=".tailwind"][data-live="true"]`);
    assert.equal(await page.locator('link[href^="/static/demo-styles/tailwind."]').count(), 1);
    const { demo, unstyled } = await looks(page);
    assert.notEqual(demo, unstyled);
    assert.deepEqual(problems, []);
    await context.close();
  });

  it('Tailwind demos follow the site mode, not only the system', async () => {
    const { context, page } = await open({ cookie: 'Tailwind', colorScheme: 'light' });
    await page.goto(`${server.url}${PAGE}`);
    await page.waitForSelector('html[data-hydrated="true"]');
    const background = () =>
      page.evaluate((selector) => getComputedStyle(document.querySelector(`${selector} .demo-preview button`)!).backgroundColor, DEMO);
    const light = await background();
    await page.click('button[aria-label="Settings"]');
    await page.click('#settings-title ~ section button[value="dark"]');
    await page.waitForFunction(() => document.documentElement.getAttribute('data-mui-color-scheme') === 'dark');
    // blue-400 instead of blue-700: Tailwind's dark: variant is keyed on data-mui-color-scheme.
    assert.notEqual(await background(), light);
    await context.close();
  });
});

/** Loads a page with the given cookies, waits until every demo is live, and returns the page and what the console said. */
async function visitLive(path: string, cookies: Record<string, string> = {}, colorScheme: 'light' | 'dark' = 'light') {
  const context = await browser.newContext({ userAgent: PERSON_UA, colorScheme, viewport: { width: 1280, height: 900 } });
  await context.addCookies(Object.entries(cookies).map(([name, value]) => ({ name, value: encodeURIComponent(value), url: server.url })));
  const page = await context.newPage();
  const problems = collectProblems(page);
  await gotoIdle(page, `${server.url}${path}`);
  await page.waitForSelector('html[data-hydrated="true"]');
  // Each demo is a root of its own, made live when in view or when the page is idle.
  await page.waitForFunction(allDemosLive);
  return { context, page, problems };
}

describe('the No SSR, Portal and Textarea Autosize pages', () => {
  for (const styling of STYLINGS) {
    it(`Textarea Autosize hydrates in the ${styling.label} styling, each field as tall as its rows`, async () => {
      const { context, page, problems } = await visitLive('/base-ui/react-textarea-autosize', { codeStyling: styling.label });
      const demos = await page.$$eval('.demo-preview', (previews) => previews.map((preview) => preview.getAttribute('data-demo')));
      assert.deepEqual(
        demos,
        ['MinRowsTextarea', 'MaxRowsTextarea', 'ControlledTextarea'].map(
          (name) => `base-ui/react-textarea-autosize/${name}.${styling.suffix}`,
        ),
      );
      // Rows of 21px (14px text, line height 1.5) plus 16px of padding and 2px of border: three rows empty,
      // five of eight lines at most, two for one line. A min-height on the hidden copy would make them taller.
      const heights = await page.$$eval('.demo-preview textarea:not([aria-hidden])', (fields) =>
        fields.map((field) => Math.round(field.getBoundingClientRect().height)),
      );
      assert.deepEqual(heights, [81, 123, 60]);
      await page.click('.demo-preview button:has-text("Add signature")');
      await page.waitForFunction(() => {
        const fields = document.querySelectorAll<HTMLTextAreaElement>('.demo-preview textarea:not([aria-hidden])');
        return fields[2].getBoundingClientRect().height > 60;
      });
      assert.deepEqual(problems, []);
      await context.close();
    });
  }

  it('No SSR sends its fallback and hydrates its demos without errors', async () => {
    const html = await (await fetch(`${server.url}/base-ui/react-no-ssr`)).text();
    assert.match(html, /Mixing colors…/);
    assert.doesNotMatch(html, /Reduced motion/);
    const { context, page, problems } = await visitLive('/base-ui/react-no-ssr');
    await page.waitForSelector('.demo-preview dt:has-text("Reduced motion")');
    assert.deepEqual(problems, []);
    await context.close();
  });

  it('Portal renders nothing on the server, then its children in the container, without errors', async () => {
    const html = await (await fetch(`${server.url}/base-ui/react-portal`)).text();
    assert.match(html, /Notes tray/);
    assert.doesNotMatch(html, /Gift wrap requested/);
    const { context, page, problems } = await visitLive('/base-ui/react-portal');
    await page.waitForSelector('[data-area="the tray"] >> text=Gift wrap requested');
    await page.click('.demo-preview button:has-text("Portaled out of the card")');
    await page.waitForSelector('.demo-preview :text("Clicks seen by React onClick: 1")');
    assert.equal(await page.locator('.demo-preview :text("Clicks seen by a DOM listener: 0")').count(), 1);
    assert.deepEqual(problems, []);
    await context.close();
  });

  it('the All components page links their cards', async () => {
    const html = await (await fetch(`${server.url}/base-ui/all-components`)).text();
    for (const path of ['/base-ui/react-no-ssr', '/base-ui/react-portal', '/base-ui/react-textarea-autosize']) {
      assert.match(html, new RegExp(`href="${path}"`));
    }
  });
});

describe('Base UI Tabs and Slider demos, right to left', () => {
  for (const styling of STYLINGS) {
    it(`Tabs in the ${styling.label} styling take the page's direction: Left moves to the next tab`, async () => {
      const { context, page, problems } = await visitLive('/base-ui/react-tabs', { codeStyling: styling.label, direction: 'rtl' });
      assert.equal(await page.getAttribute('html', 'dir'), 'rtl');
      const tabs = page.locator('#tabs-introduction .demo-preview [role="tab"]');
      await tabs.first().focus();
      await page.keyboard.press('ArrowLeft');
      assert.equal(await tabs.nth(1).evaluate((tab) => tab === document.activeElement), true);
      assert.deepEqual(problems, []);
      await context.close();
    });
  }

  for (const styling of STYLINGS) {
    it(`Slider in the ${styling.label} styling lays out from the right, without a hydration error`, async () => {
      const { context, page, problems } = await visitLive('/base-ui/react-slider', { codeStyling: styling.label, direction: 'rtl' });
      const thumb = page.locator('#unstyled-slider .demo-preview .base-Slider-thumb').first();
      await page.waitForFunction(() =>
        /right:/.test(document.querySelector('#unstyled-slider .demo-preview .base-Slider-thumb')?.getAttribute('style') ?? ''),
      );
      assert.doesNotMatch((await thumb.getAttribute('style')) ?? '', /left:/);
      assert.deepEqual(problems, []);
      await context.close();
    });
  }
});

// Every component page, once per styling: the styling rotates with the mode and the direction, so each page is seen
// in the three stylings, in light and dark, and right to left.
const componentPages = site.pages.map((page) => page.path).filter((path) => /^\/base-ui\/react-[a-z-]+$/.test(path));
const VISITS = [
  { styling: STYLINGS[0], colorScheme: 'light', direction: 'ltr' },
  { styling: STYLINGS[1], colorScheme: 'dark', direction: 'ltr' },
  { styling: STYLINGS[2], colorScheme: 'light', direction: 'rtl' },
] as const;

describe('every Base UI component page', () => {
  it('is checked', () => assert.ok(componentPages.length >= 20, `found ${componentPages.length}`));

  for (const path of componentPages) {
    for (const { styling, colorScheme, direction } of VISITS) {
      it(`${path} hydrates in the ${styling.label} styling (${colorScheme}, ${direction}) with no console error`, async () => {
        const { context, page, problems } = await visitLive(path, { codeStyling: styling.label, direction }, colorScheme);
        assert.equal(await page.getAttribute('html', 'dir'), direction);
        const demos = await page.$$eval('.demo-preview', (previews) => previews.map((preview) => preview.getAttribute('data-demo') ?? ''));
        assert.ok(demos.length >= 2, `${path} has ${demos.length} demos`);
        // A demo written in several stylings is sent in the reader's; those in one styling only have no suffix.
        const styled = demos.filter((id) => /\.(system|tailwind|css)$/.test(id));
        if (styled.length > 0)
          assert.ok(
            styled.some((id) => id.endsWith(`.${styling.suffix}`)),
            demos.join(', '),
          );
        assert.deepEqual(problems, []);
        await context.close();
      });
    }
  }
});
