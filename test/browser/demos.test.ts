import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import type { DevServer } from '../../scripts/dev-server';
import { allDemosLive, collectProblems, launchChromium, PERSON_UA } from './browser';
import { sharedServer } from './server';
import { DEFERRED_PREVIEW_SELECTOR, LIVE_DEMOS } from '../../client/app/demo/deferred-preview';

/** The emotion classes of the page's demo previews that no stylesheet of the document defines. */
const UNSTYLED_CLASSES = `(() => {
  const defined = new Set();
  for (const sheet of document.styleSheets) {
    let rules = [];
    try {
      rules = [...sheet.cssRules];
    } catch {
      // a stylesheet that did not load has no rules to read
    }
    for (const rule of rules) for (const match of rule.cssText.matchAll(/\\.css-[a-z0-9]+/g)) defined.add(match[0].slice(1));
  }
  const unstyled = new Set();
  for (const element of document.querySelectorAll('.demo-preview [class*="css-"]'))
    for (const name of element.classList) if (/^css-[a-z0-9]+$/.test(name) && !defined.has(name)) unstyled.add(name);
  return [...unstyled];
})()`;

let server: DevServer;
let browser: Browser;

before(async () => {
  server = await sharedServer(8795);
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

describe('live demos', () => {
  it('hydrate without errors and respond to the reader', async () => {
    const page = await browser.newPage();
    const problems = collectProblems(page);
    await page.goto(`${server.url}/experiments/docs/demos`);
    await page.waitForSelector('html[data-hydrated="true"]');
    assert.match((await page.textContent('#counter-demo'))!, /Clicked 0 times/);
    await page.waitForSelector('#counter-demo .demo-preview[data-live="true"]');
    await page.click('#counter-demo button:has-text("Add one")');
    await page.waitForFunction(() => document.querySelector('#counter-demo')?.textContent?.includes('Clicked 1 times'));
    assert.deepEqual(problems, []);
    await page.close();
  });

  it('show their source on demand, in the chosen language, and copy it', async () => {
    const context = await browser.newContext();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    const page = await context.newPage();
    await page.goto(`${server.url}/experiments/docs/demos`);
    await page.waitForSelector('html[data-hydrated="true"]');
    const code = page.locator('#counter-demo .demo-code');
    assert.equal(await code.isVisible(), false);
    // The source is not in the page until the reader asks for it.
    assert.equal(await page.locator('#counter-demo .code-block').count(), 0);
    await page.click('#counter-demo button:has-text("Show code")');
    assert.equal(await code.isVisible(), true);
    await page.locator('#counter-demo .code-block[data-variant="TS"]').waitFor();
    await page.click('#counter-demo .demo-toolbar [data-set-code-variant="JS"]');
    await page.locator('#counter-demo .code-block[data-variant="JS"]').waitFor();
    await page.click('#counter-demo .demo-toolbar [data-copy-button]');
    await page.locator('#counter-demo .demo-toolbar .copy-label', { hasText: /^Copied$/ }).waitFor({ timeout: 2000 });
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    assert.match(copied, /useState\(0\)/);
    assert.doesNotMatch(copied, /<number>/);
    await context.close();
  });

  it('copy with their page, as Markdown, from the page’s "Copy page" button', async () => {
    const context = await browser.newContext({ userAgent: PERSON_UA });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    const page = await context.newPage();
    const problems = collectProblems(page);
    await page.goto(`${server.url}/material-ui/react-button`);
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.click('[data-copy-page]');
    await page.locator('[data-copy-page] .copy-label', { hasText: /^Copied$/ }).waitFor({ timeout: 2000 });
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    assert.match(copied, /^# Button\n/);
    assert.match(copied, /```tsx title="ButtonSizes\.tsx"/);
    assert.doesNotMatch(copied, /<span class=/);
    // The label returns after its feedback time.
    await page.locator('[data-copy-page] .copy-label', { hasText: /^Copy page$/ }).waitFor({ timeout: 4000 });
    assert.deepEqual(problems, []);
    await context.close();
  });

  it('copy the chosen variant of a source that was never opened', async () => {
    const context = await browser.newContext({ userAgent: PERSON_UA });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    await context.addCookies([{ name: 'codeVariant', value: 'JS', url: server.url }]);
    const page = await context.newPage();
    await page.goto(`${server.url}/experiments/docs/demos`);
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.click('#counter-demo .demo-toolbar [data-copy-button]');
    await page.locator('#counter-demo .demo-toolbar .copy-label', { hasText: /^Copied$/ }).waitFor({ timeout: 2000 });
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    assert.match(copied, /React\.useState\(0\)/);
    assert.doesNotMatch(copied, /<number>/);
    await context.close();
  });

  it('arrive with an in-place page change, their code fetched first', async () => {
    const page = await browser.newPage();
    const problems = collectProblems(page);
    await page.goto(`${server.url}/experiments/docs/codeblock`);
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.click('aside a[href="/experiments/docs/demos"]');
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Demos');
    await page.waitForSelector('#counter-demo .demo-preview[data-live="true"]');
    await page.click('#counter-demo button:has-text("Add one")');
    await page.waitForFunction(() => document.querySelector('#counter-demo')?.textContent?.includes('Clicked 1 times'));
    assert.deepEqual(problems, []);
    await page.close();
  });
});

describe('previews below the first screen', () => {
  const PATH = '/material-ui/react-autocomplete';

  it('arrive inert in the HTML and are put in place, live, without a reader scrolling', async () => {
    const html = await (await fetch(`${server.url}${PATH}`, { headers: { 'User-Agent': PERSON_UA } })).text();
    const previews = html.match(/<div class="demo-preview"/g)?.length ?? 0;
    const inert = html.match(/<div class="demo-preview" data-demo="[^"]+"><noscript data-demo-deferred="">/g)?.length ?? 0;
    assert.ok(previews >= 10, `${previews} previews`);
    assert.equal(inert, previews - LIVE_DEMOS);

    const page = await browser.newPage({ userAgent: PERSON_UA, viewport: { width: 412, height: 823 } });
    const problems = collectProblems(page);
    await page.goto(`${server.url}${PATH}`);
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.waitForFunction(allDemosLive);
    assert.equal(await page.locator('noscript[data-demo-deferred]').count(), 0);
    // Every Autocomplete demo holds its text field; the last one is far below the first screen.
    assert.equal(await page.locator('.demo-preview:has(input)').count(), previews);
    // Their styles went to <head> with the server's, where emotion keeps them.
    assert.equal(await page.locator('.demo-preview style').count(), 0);
    assert.deepEqual(problems, []);
    const last = page.locator('.demo-preview').last();
    await last.scrollIntoViewIfNeeded();
    const field = last.locator('input').first();
    await field.click();
    await page.keyboard.type('a');
    assert.equal(await field.inputValue(), 'a');
    assert.deepEqual(problems, []);
    await page.close();
  });

  it('are put in place styled, their styles fetched once, before any demo hydrates', async () => {
    const page = await browser.newPage({ userAgent: PERSON_UA, viewport: { width: 412, height: 823 } });
    const styleRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/_demo-styles/')) styleRequests.push(new URL(request.url()).pathname);
    });
    // No demo bundle: what styles the previews is the page and the fetched styles, not the demos' hydration.
    await page.route('**/static/demos/**', (route) => route.abort());
    await page.goto(`${server.url}${PATH}`);
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.waitForSelector(DEFERRED_PREVIEW_SELECTOR, { state: 'detached', timeout: 15_000 });
    assert.equal(await page.locator('.demo-preview[data-live="true"]').count(), 0);
    assert.deepEqual(await page.evaluate(UNSTYLED_CLASSES), []);
    // The JSON once; the stylesheet is for readers without JavaScript.
    assert.equal(styleRequests.length, 1);
    assert.match(styleRequests[0], /^\/_demo-styles\/.+\.json$/);
    await page.close();
  });

  it('are put in place and made live when their styles do not come', async () => {
    const page = await browser.newPage({ userAgent: PERSON_UA, viewport: { width: 412, height: 823 } });
    // A request that never answers, as on a stalled connection.
    await page.route('**/_demo-styles/**', () => {});
    await page.goto(`${server.url}${PATH}`);
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.waitForSelector(DEFERRED_PREVIEW_SELECTOR, { state: 'detached', timeout: 20_000 });
    await page.waitForFunction(allDemosLive, undefined, { timeout: 20_000 });
    // Each demo's hydration wrote its own styles.
    assert.deepEqual(await page.evaluate(UNSTYLED_CLASSES), []);
    await page.close();
  });

  it('are ordinary markup to a reader without JavaScript, styled by the stylesheet the page links', async () => {
    const context = await browser.newContext({ userAgent: PERSON_UA, javaScriptEnabled: false, viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    await page.goto(`${server.url}${PATH}`);
    const previews = await page.locator('.demo-preview').count();
    assert.equal(await page.locator('.demo-preview:has(input)').count(), previews);
    const last = page.locator('.demo-preview').last();
    await last.scrollIntoViewIfNeeded();
    assert.ok(await last.locator('input').first().isVisible());
    assert.deepEqual(await page.evaluate(UNSTYLED_CLASSES), []);
    // Laid out as once put in place: a field sized `maxWidth: '100%'` stays within its preview on a phone.
    const overflowing = await page.evaluate(`[...document.querySelectorAll('.demo-preview')]
      .filter((preview) => [...preview.querySelectorAll('.MuiAutocomplete-root')].some((field) => field.getBoundingClientRect().width > preview.clientWidth))
      .map((preview) => preview.getAttribute('data-demo'))`);
    assert.deepEqual(overflowing, []);
    await context.close();
  });
});
