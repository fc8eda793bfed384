import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import type { DevServer } from '../../scripts/dev-server';
import { startLocalWorker } from '../../scripts/local-worker';
import { collectProblems, launchChromium, PERSON_UA } from './browser';

let server: DevServer;
let browser: Browser;

before(async () => {
  server = await startLocalWorker(Number(process.env.TEST_PORT ?? 8797));
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

describe('in Chromium', () => {
  it('loads a page and hydrates it with no console error', async () => {
    const page = await browser.newPage();
    const problems = collectProblems(page);
    await page.goto(`${server.url}/material-ui/getting-started/installation`);
    await page.waitForSelector('html[data-hydrated="true"]', { timeout: 15_000 });
    assert.equal(await page.textContent('h1'), 'Installation');
    // Emotion moved the server's styles into <head>: none left inside the React root.
    assert.equal(await page.locator('#root style').count(), 0);
    await page.click('button[aria-label="Settings"]');
    await page.waitForSelector('#settings-title');
    assert.deepEqual(problems, []);
    await page.close();
  });

  it('asks for its scripts only once the page has painted', async () => {
    const context = await browser.newContext({ userAgent: PERSON_UA });
    const page = await context.newPage();
    await page.goto(`${server.url}/material-ui/react-button`);
    await page.waitForSelector('html[data-hydrated="true"]', { timeout: 15_000 });
    const timing = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.js'))
        .map((entry) => entry.startTime),
    }));
    assert.ok(timing.scripts.length > 0, 'the entry and its chunks were loaded');
    for (const start of timing.scripts)
      assert.ok(start >= timing.firstPaint, `a script asked at ${start} ms, first paint at ${timing.firstPaint} ms`);
    await context.close();
  });

  it("asks for the boot's chunks with the entry (modulepreload), in order, once each", async () => {
    const context = await browser.newContext({ userAgent: PERSON_UA });
    const page = await context.newPage();
    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') requested.push(new URL(request.url()).pathname);
    });
    await page.goto(`${server.url}/material-ui/react-button`);
    await page.waitForSelector('html[data-hydrated="true"]', { timeout: 15_000 });
    const boot = (await page.getAttribute('body', 'data-boot'))?.split(' ') ?? [];
    assert.ok(boot.length >= 3, `the boot is in stages: ${boot.join(', ')}`);
    assert.ok(boot[boot.length - 1].includes('/app-start.'), 'the shell comes last');
    for (const chunk of boot) assert.equal(requested.filter((path) => path === chunk).length, 1, `${chunk} fetched once`);
    const preloads = await page.$$eval('link[rel="modulepreload"]', (links) =>
      links.map((link) => new URL((link as HTMLLinkElement).href).pathname),
    );
    assert.deepEqual(preloads, boot);
    assert.equal(new Set(requested).size, requested.length, `no script fetched twice: ${requested.join(', ')}`);
    await context.close();
  });

  it("asks V8 to compile the boot's code as it streams in, and gives React DOM's stage a task of its own", async () => {
    const page = await browser.newPage({ userAgent: PERSON_UA });
    await page.goto(`${server.url}/material-ui/react-autocomplete`);
    const boot = (await page.getAttribute('body', 'data-boot'))?.split(' ') ?? [];
    // React DOM's stage is a wrapper of a hundred bytes whose evaluation runs React DOM's factory.
    const stage = boot.findIndex((path) => /\/chunks\/client\.[A-Z0-9]+\.js$/.test(path));
    assert.ok(stage >= 0 && stage < boot.length - 1, `React DOM's stage before the shell: ${boot.join(', ')}`);
    for (const path of boot) {
      const text = await (await page.request.get(server.url + path)).text();
      assert.ok(text.startsWith('//# allFunctionsCalledOnLoad\n'), `${path} starts with the compile hint`);
    }
    await page.close();
  });

  it('swaps pages in place, with title, history, scroll and focus handled', async () => {
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    const problems = collectProblems(page);
    await page.goto(`${server.url}/material-ui/getting-started/overview`);
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same document'));

    await page.click('aside a[href="/material-ui/getting-started/usage"]');
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Usage');
    // The address and the title change once the new page has painted, in the frame's wake.
    await page.waitForFunction(() => document.title === 'Usage - Material UI');
    assert.equal(new URL(page.url()).pathname, '/material-ui/getting-started/usage');
    assert.equal(await page.evaluate(() => (window as unknown as { marker?: string }).marker), 'same document');
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'page-title');
    assert.equal(await page.getAttribute('aside a[aria-current="page"]', 'href'), '/material-ui/getting-started/usage');

    // Leave Usage scrolled down; the next page starts at the top; Back restores the position.
    await page.evaluate(() => window.scrollTo(0, 300));
    // Kept in the history entry once the scroll ends, so that the click has no history write of its own to make.
    await page.waitForFunction(() => history.state?.scrollY === 300);
    await page.evaluate(() => document.querySelector<HTMLAnchorElement>('a[rel="next"]')!.click());
    await page.waitForFunction(() => document.querySelector('h1')?.textContent !== 'Usage');
    assert.equal(await page.evaluate(() => window.scrollY), 0);
    await page.waitForURL((url) => url.pathname !== '/material-ui/getting-started/usage');
    await page.goBack();
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Usage');
    assert.equal(await page.evaluate(() => Math.round(window.scrollY)), 300);
    assert.equal(await page.title(), 'Usage - Material UI');
    assert.equal(await page.evaluate(() => (window as unknown as { marker?: string }).marker), 'same document');
    assert.deepEqual(problems, []);
    await page.close();
  });

  it('restores the scroll position on Back in a browser without scrollend, from the write the click makes', async () => {
    // Safari has no `scrollend`: there, the position Back returns to is written by the click that leaves the page.
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, userAgent: PERSON_UA });
    await context.addInitScript(() => window.addEventListener('scrollend', (event) => event.stopImmediatePropagation(), { capture: true }));
    const page = await context.newPage();
    const problems = collectProblems(page);
    await page.goto(`${server.url}/material-ui/getting-started/usage`);
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.evaluate(() => window.scrollTo(0, 300));
    await page.waitForTimeout(300); // long enough for a scrollend, had there been one
    assert.notEqual(await page.evaluate(() => history.state?.scrollY), 300);

    await page.evaluate(() => document.querySelector<HTMLAnchorElement>('a[rel="next"]')!.click());
    await page.waitForURL((url) => url.pathname !== '/material-ui/getting-started/usage');
    assert.equal(await page.evaluate(() => window.scrollY), 0);
    await page.goBack();
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Usage');
    assert.equal(await page.evaluate(() => Math.round(window.scrollY)), 300);
    assert.deepEqual(problems, []);
    await context.close();
  });

  it('sets <html lang> on an in-place change only when the language changes', async () => {
    // Chromium restyles the whole document when `lang` is set, even to the value it has: a same-language
    // page change must leave the attribute alone.
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 }, userAgent: PERSON_UA });
    const problems = collectProblems(page);
    await page.goto(`${server.url}/material-ui/getting-started/overview`);
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { langWrites: string[] }).langWrites = seen;
      new MutationObserver((records) => seen.push(...records.map(() => document.documentElement.lang))).observe(document.documentElement, {
        attributes: true,
        attributeFilter: ['lang'],
      });
    });
    const langWrites = () => page.evaluate(() => (window as unknown as { langWrites: string[] }).langWrites);

    await page.click('aside a[href="/material-ui/getting-started/usage"]');
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Usage');
    assert.deepEqual(await langWrites(), []);

    // Into Chinese, in place (the same document): the attribute follows the language.
    await page.evaluate(() => {
      const link = Object.assign(document.createElement('a'), { href: '/zh/material-ui/getting-started/usage', textContent: '中文' });
      (window as unknown as { marker: string }).marker = 'same document';
      document.getElementById('page-content')!.append(link);
      link.click();
    });
    await page.waitForFunction(() => document.documentElement.lang === 'zh');
    assert.equal(await page.evaluate(() => (window as unknown as { marker?: string }).marker), 'same document');
    assert.deepEqual(await langWrites(), ['zh']);
    assert.deepEqual(problems, []);
    await page.close();
  });

  it('fetches each section menu once and swaps to another section in place', async () => {
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 }, userAgent: PERSON_UA });
    const problems = collectProblems(page);
    const menus: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/_menu/')) menus.push(pathname.split('/').pop()!);
    });
    await page.goto(`${server.url}/material-ui/getting-started/overview`);
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same document'));

    // A link into Joy UI inside the article: the page and its section's menu change in place.
    await page.evaluate(() => {
      const link = Object.assign(document.createElement('a'), { href: '/joy-ui/getting-started/overview', textContent: 'Joy UI' });
      document.getElementById('page-content')!.append(link);
      link.click();
    });
    await page.waitForFunction(
      () => document.querySelector('aside a[aria-current="page"]')?.getAttribute('href') === '/joy-ui/getting-started/overview',
    );
    assert.equal(await page.locator('aside a[href="/material-ui/react-button"]').count(), 0);
    assert.ok((await page.locator('aside a[href="/joy-ui/react-button"]').count()) > 0);
    // The history entry is added in the task after the new page's first frame.
    await page.waitForURL('**/joy-ui/getting-started/overview');
    await page.goBack();
    await page.waitForFunction(
      () => document.querySelector('aside a[aria-current="page"]')?.getAttribute('href') === '/material-ui/getting-started/overview',
    );
    assert.equal(await page.evaluate(() => (window as unknown as { marker?: string }).marker), 'same document');
    assert.deepEqual(menus, ['material-ui.json', 'joy-ui.json'], 'each menu fetched once');
    assert.deepEqual(problems, []);
    await page.close();
  });

  it('prefetches the page data of menu links on hover, and not of links inside demos', async () => {
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 }, userAgent: PERSON_UA });
    const problems = collectProblems(page);
    const fetched: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/_data/')) fetched.push(pathname);
    });
    await page.goto(`${server.url}/material-ui/react-button`);
    await page.waitForSelector('html[data-hydrated="true"]');
    // A demo's made-up route, as a router demo would render it.
    await page.evaluate(() => {
      const link = Object.assign(document.createElement('a'), { href: '/inbox/drafts', textContent: 'Drafts' });
      link.id = 'demo-route';
      document.querySelector('.demo-preview')!.append(link);
    });
    await page.hover('#demo-route');
    await page.hover('aside a[href="/material-ui/react-button-group"]');
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('/_data/')));
    assert.deepEqual(fetched, ['/_data/material-ui/react-button-group']);
    assert.deepEqual(problems, []);
    await page.close();
  });

  it('shows the current page in the menu on a fresh load, in the side column and in the drawer', async () => {
    /** Whether the current page's entry lies wholly inside the visible part of its scrolling menu. */
    const entryInView = (menuSelector: string) =>
      page.evaluate((selector) => {
        const menu = document.querySelector(selector)!;
        const entry = menu.querySelector('a[aria-current="page"]')!;
        const outer = menu.getBoundingClientRect();
        const inner = entry.getBoundingClientRect();
        return inner.height > 0 && inner.top >= outer.top && inner.bottom <= outer.bottom;
      }, menuSelector);

    let page = await browser.newPage({ viewport: { width: 1400, height: 800 }, userAgent: PERSON_UA });
    const problems = collectProblems(page);
    await page.goto(`${server.url}/material-ui/react-tooltip`);
    await page.waitForSelector('html[data-hydrated="true"]');
    assert.ok(await page.evaluate(() => document.querySelector('.shell-nav')!.scrollTop > 0));
    assert.equal(await entryInView('.shell-nav'), true);
    assert.deepEqual(problems, []);
    await page.close();

    page = await browser.newPage({ viewport: { width: 390, height: 700 }, userAgent: PERSON_UA });
    await page.goto(`${server.url}/material-ui/react-tooltip`);
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.click('button[aria-label="Open main navigation"]');
    await page.waitForSelector('.MuiDrawer-paper a[aria-current="page"]');
    await page.waitForFunction(() => document.querySelector('.MuiDrawer-paper')!.scrollTop > 0);
    assert.equal(await entryInView('.MuiDrawer-paper'), true);
    await page.close();
  });
});
