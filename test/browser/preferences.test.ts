import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import type { DevServer } from '../../scripts/dev-server';
import { collectProblems, launchChromium, PERSON_UA } from './browser';
import { sharedServer } from './server';

let server: DevServer;
let browser: Browser;
const problems: string[] = [];

before(async () => {
  server = await sharedServer(8796);
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  await server?.stop();
  assert.deepEqual(problems, [], 'no console errors or warnings during the preference tests');
});

type OpenOptions = Parameters<Browser['newContext']>[0] & { cookies?: Record<string, string>; mode?: string; blockedScripts?: boolean };

async function open(path: string, options: OpenOptions = {}) {
  const { cookies = {}, mode, blockedScripts, ...contextOptions } = options;
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, userAgent: PERSON_UA, ...contextOptions });
  await context.addCookies(Object.entries(cookies).map(([name, value]) => ({ name, value, url: server.url })));
  if (mode) await context.addInitScript((stored) => localStorage.setItem('mui-mode', stored), mode);
  const page = await context.newPage();
  // A page whose bundle the test blocks on purpose reports the failed load; nothing else may.
  if (!blockedScripts) collectProblemsLater(page);
  await page.goto(`${server.url}${path}`);
  return { context, page };
}

/** A page's problems join the shared list when it closes. */
function collectProblemsLater(page: Page): void {
  const list = collectProblems(page);
  page.on('close', () => problems.push(...list.splice(0)));
}

const hydrated = (page: Page) => page.waitForSelector('html[data-hydrated="true"]');
const bodyClass = (page: Page) => page.evaluate(() => document.body.className);
const themeColors = (page: Page) => page.$$eval('meta[name="theme-color"]', (metas) => metas.map((m) => m.getAttribute('content')));
const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

describe('color mode', () => {
  it('paints a stored dark mode on reload even with the client bundle blocked', async () => {
    const { context, page } = await open('/material-ui/getting-started/usage', { mode: 'dark', blockedScripts: true });
    await context.route(/\/static\/.*\.js$/, (route) => route.abort());
    await page.reload();
    await page.waitForLoadState('load');
    assert.equal(await page.evaluate(() => document.documentElement.dataset.hydrated), undefined);
    assert.equal(await page.getAttribute('html', 'data-mui-color-scheme'), 'dark');
    assert.match(await bodyClass(page), /mode-dark/);
    assert.equal(await background(page), 'rgb(10, 25, 41)');
    assert.deepEqual(await themeColors(page), ['#0A1929', '#0A1929']);
    await context.close();
  });

  it('follows an emulated dark operating system in system mode, and its changes', async () => {
    const { context, page } = await open('/material-ui/getting-started/usage', { colorScheme: 'dark' });
    await hydrated(page);
    assert.match(await bodyClass(page), /mode-dark/);
    assert.equal(await background(page), 'rgb(10, 25, 41)');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.waitForFunction(() => document.body.classList.contains('mode-light'));
    assert.equal(await background(page), 'rgb(255, 255, 255)');
    await context.close();
  });

  it('switches the body class and every theme-color meta from the settings drawer', async () => {
    const { context, page } = await open('/material-ui/getting-started/usage', { colorScheme: 'light' });
    await hydrated(page);
    assert.match(await bodyClass(page), /mode-light/);
    await page.click('button[aria-label="Settings"]');
    await page.click('#settings-title ~ section button[value="dark"]');
    await page.waitForFunction(() => document.body.classList.contains('mode-dark'));
    assert.deepEqual(await themeColors(page), ['#0A1929', '#0A1929']);
    assert.equal(await page.evaluate(() => localStorage.getItem('mui-mode')), 'dark');
    await page.click('#settings-title ~ section button[value="light"]');
    await page.waitForFunction(() => document.body.classList.contains('mode-light'));
    assert.deepEqual(await themeColors(page), ['#FFFFFF', '#FFFFFF']);
    await context.close();
  });
});

describe('direction and density', () => {
  it('mirrors the layout right to left, from the settings and on the next load', async () => {
    const { context, page } = await open('/material-ui/getting-started/usage');
    await hydrated(page);
    const navLeft = async () => (await page.locator('aside').first().boundingBox())!.x;
    assert.ok((await navLeft()) < 100);
    await page.click('button[aria-label="Settings"]');
    await page.click('button[value="rtl"]');
    await page.waitForFunction(() => document.body.dir === 'rtl');
    await page.keyboard.press('Escape');
    assert.ok((await navLeft()) > 1000, 'the menu moves to the right');
    const cookies = await context.cookies();
    assert.equal(cookies.find((c) => c.name === 'direction')?.value, 'rtl');
    await page.reload();
    assert.equal(await page.getAttribute('body', 'dir'), 'rtl');
    assert.ok((await navLeft()) > 1000, 'the server renders right to left');
    await context.close();
  });

  it('changes spacing from the settings and keeps it in a cookie', async () => {
    const { context, page } = await open('/material-ui/getting-started/usage');
    await hydrated(page);
    const padding = () => page.$eval('#main-content', (main) => getComputedStyle(main).paddingLeft);
    assert.equal(await padding(), '48px');
    await page.click('button[aria-label="Settings"]');
    await page.click('button[aria-label="Increase spacing"]');
    await page.click('button[aria-label="Increase spacing"]');
    assert.equal(await page.textContent('[data-testid="spacing-value"]'), '10px');
    assert.equal(await padding(), '60px');
    await page.click('text=Reset density');
    assert.equal(await padding(), '48px');
    await page.click('button[aria-label="Increase spacing"]');
    await page.reload();
    assert.equal(await padding(), '54px');
    await context.close();
  });
});

describe('code blocks', () => {
  const codeOf = (page: Page, nth: number) => page.locator('.code-block pre code').nth(nth).textContent();

  it('copies the code, says Copied, then Copy again after two seconds', async () => {
    const { context, page } = await open('/experiments/docs/codeblock');
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    await hydrated(page);
    const block = page.locator('.code-block').nth(1);
    await block.hover();
    // Record when the label changes, in page time, so a busy machine cannot skew the 2 s check.
    await block.locator('.copy-label').evaluate((label) => {
      const changes: [string, number][] = [];
      (window as unknown as { labelChanges: typeof changes }).labelChanges = changes;
      new MutationObserver(() => changes.push([label.textContent ?? '', performance.now()])).observe(label, {
        childList: true,
        characterData: true,
        subtree: true,
      });
    });
    await block.locator('[data-copy-button]').click();
    // The label changes once the clipboard write has resolved.
    await block.locator('.copy-label', { hasText: /^Copied$/ }).waitFor({ timeout: 2000 });
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), await codeOf(page, 1));
    assert.match((await codeOf(page, 1))!, /a < b && b > c/);
    await page.waitForFunction(
      () => (window as unknown as { labelChanges: [string, number][] }).labelChanges.some(([text]) => text === 'Copy'),
      undefined,
      { timeout: 5000 },
    );
    const changes = await page.evaluate(() => (window as unknown as { labelChanges: [string, number][] }).labelChanges);
    const copiedAt = changes.find(([text]) => text === 'Copied')![1];
    const copyAt = changes.find(([text]) => text === 'Copy')![1];
    assert.ok(copyAt - copiedAt >= 1990 && copyAt - copiedAt < 2500, `Copied lasted ${copyAt - copiedAt} ms`);
    await context.close();
  });

  it('copies the hovered block with the shortcut, and not while text is selected', async () => {
    const { context, page } = await open('/experiments/docs/codeblock');
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    await hydrated(page);
    await page.locator('.code-block').first().hover();
    await page.keyboard.press('Control+Alt+KeyC');
    const expected = await codeOf(page, 0);
    await page.waitForFunction(async (code) => (await navigator.clipboard.readText()) === code, expected, { timeout: 2000 });

    await page.evaluate(() => navigator.clipboard.writeText('untouched'));
    await page.evaluate(() => {
      const paragraph = document.querySelector('#page-content p')!;
      window.getSelection()!.selectAllChildren(paragraph);
    });
    await page.locator('.code-block').nth(1).hover();
    await page.keyboard.press('Control+Alt+KeyC');
    await page.waitForTimeout(500); // time for a copy that must not happen
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), 'untouched');
    await context.close();
  });

  it('shows JavaScript in the first HTML for the JS cookie, with JavaScript turned off', async () => {
    const { context, page } = await open('/experiments/docs/codeblock', { cookies: { codeVariant: 'JS' }, javaScriptEnabled: false });
    assert.equal(await page.locator('.code-block[data-variant="JS"]').isVisible(), true);
    assert.equal(await page.locator('.code-block[data-variant="TS"]').isVisible(), false);
    await context.close();
  });

  it('switches every variant block and writes the cookie; a .js hash overrides', async () => {
    const { context, page } = await open('/experiments/docs/codeblock');
    await hydrated(page);
    assert.equal(await page.locator('.code-block[data-variant="TS"]').isVisible(), true);
    await page.locator('.code-block[data-variant="TS"] [data-set-code-variant="JS"]').click();
    assert.equal(await page.locator('.code-block[data-variant="JS"]').isVisible(), true);
    assert.equal(await page.locator('.code-block[data-variant="TS"]').isVisible(), false);
    assert.equal((await context.cookies()).find((c) => c.name === 'codeVariant')?.value, 'JS');

    await context.clearCookies();
    await page.goto(`${server.url}/experiments/docs/codeblock#tailwind-toggle-demo.tsx`);
    await page.reload();
    assert.equal(await page.getAttribute('html', 'data-code-variant'), 'TS');
    assert.equal(await page.getAttribute('html', 'data-code-styling'), 'tailwind');
    assert.equal(await page.locator('.code-block[data-styling="tailwind"]').isVisible(), true);
    await context.close();
  });
});

describe('analytics and service worker', () => {
  it('gives gtag a page_view per page and the click events of data attributes', async () => {
    const { context, page } = await open('/material-ui/getting-started/overview');
    await hydrated(page);
    const events = () =>
      page.evaluate(() =>
        (window as unknown as { dataLayer: IArguments[] }).dataLayer.map((args) => Array.from(args)).filter((args) => args[0] === 'event'),
      );
    let sent = await events();
    const view = sent.find((args) => args[1] === 'page_view');
    assert.ok(view, 'a page_view on load');
    assert.deepEqual(view![2], {
      page_title: 'Overview - Material UI',
      page_location: 'https://mui.com/material-ui/getting-started/overview',
      productId: 'material-ui',
      productCategoryId: 'core',
    });
    await page.click('aside a[href="/material-ui/getting-started/installation"]');
    await page.waitForFunction(() => document.title.startsWith('Installation'));
    await page.click('button[aria-label="Settings"]');
    sent = await events();
    assert.equal(sent.filter((args) => args[1] === 'page_view').length, 2, 'a page_view after in-place navigation');
    assert.ok(sent.some((args) => args[1] === 'header' && (args[2] as { eventAction: string }).eventAction === 'settings'));
    const props = await page.evaluate(() =>
      (window as unknown as { dataLayer: IArguments[] }).dataLayer
        .map((args) => Array.from(args))
        .find((args) => args[0] === 'set' && args[1] === 'user_properties'),
    );
    assert.equal((props![2] as { codeVariant: string }).codeVariant, 'TS');
    assert.equal(await page.locator('script[src*="googletagmanager"]').count(), 0, 'no tag script without an id');
    await context.close();
  });

  it('registers no service worker on localhost', async () => {
    const { context, page } = await open('/material-ui/getting-started/overview');
    await hydrated(page);
    await page.waitForTimeout(500);
    assert.equal(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length), 0);
    await context.close();
  });
});
