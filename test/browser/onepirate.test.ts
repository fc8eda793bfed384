// The onepirate template in Chromium: its two fonts load on its pages (and not
// elsewhere), and its sign-in form checks its fields in the browser, sending nothing.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import type { DevServer } from '../../scripts/dev-server';
import { collectProblems, gotoIdle, launchChromium, PERSON_UA } from './browser';
import { sharedServer } from './server';

let server: DevServer;
let browser: Browser;

before(async () => {
  server = await sharedServer(8808);
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

async function open(path: string, colorScheme: 'light' | 'dark' = 'light') {
  const context = await browser.newContext({ userAgent: PERSON_UA, colorScheme, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const problems = collectProblems(page);
  await gotoIdle(page, `${server.url}${path}`);
  await page.waitForSelector('html[data-hydrated="true"]');
  await page.waitForFunction(() => document.querySelectorAll('.demo-preview[data-live="true"]').length > 0);
  return { context, page, problems };
}

/** The font faces the document has loaded, as `family weight`. */
const loadedFaces = (page: Page) =>
  page.evaluate(async () => {
    await document.fonts.ready;
    const faces: string[] = [];
    document.fonts.forEach((face) => {
      if (face.status === 'loaded') faces.push(`${face.family.replace(/"/g, '')} ${face.weight}`);
    });
    return faces;
  });

describe('onepirate fonts', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    it(`load Roboto Condensed and Work Sans on the landing page, with no console error (${colorScheme})`, async () => {
      const { context, page, problems } = await open('/premium-themes/onepirate', colorScheme);
      const faces = await loadedFaces(page);
      assert.ok(faces.includes('Roboto Condensed 700'), `loaded: ${faces.join(', ')}`);
      assert.ok(
        faces.some((face) => face.startsWith('Work Sans')),
        `loaded: ${faces.join(', ')}`,
      );
      const heading = await page
        .locator('.demo-preview h2')
        .first()
        .evaluate((element) => getComputedStyle(element).fontFamily);
      assert.match(heading, /^'?"?Roboto Condensed/);
      assert.deepEqual(problems, []);
      await context.close();
    });
  }

  it('are not declared on another page', async () => {
    const { context, page } = await open('/material-ui/react-button');
    const families = await page.evaluate(() => {
      const names: string[] = [];
      document.fonts.forEach((face) => names.push(face.family.replace(/"/g, '')));
      return names;
    });
    assert.ok(!families.includes('Roboto Condensed') && !families.includes('Work Sans'), families.join(', '));
    await context.close();
  });
});

describe('onepirate sign-in form', () => {
  it('shows what is wrong on an empty submit, checks the email and password, then confirms without sending', async () => {
    const { context, page, problems } = await open('/premium-themes/onepirate/sign-in');
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET') requests.push(`${request.method()} ${request.url()}`);
    });
    const form = page.locator('.demo-preview form');
    const email = form.getByLabel('Email address');
    const password = form.getByLabel('Password');
    await form.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Enter your email address.').waitFor();
    await page.getByText('Enter your password.').waitFor();
    assert.equal(await email.getAttribute('aria-invalid'), 'true');
    assert.equal(await password.getAttribute('aria-invalid'), 'true');

    await email.fill('kai.surfer');
    await password.fill('short');
    await page.getByText('Enter an email address like name@example.com.').waitFor();
    await page.getByText('Passwords have at least 8 characters.').waitFor();

    await email.fill('kai@example.com');
    await password.fill('longenough1');
    await form.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Signed in as kai@example.com.').waitFor();
    assert.equal(await email.getAttribute('aria-invalid'), 'false');
    assert.equal(new URL(page.url()).pathname, '/premium-themes/onepirate/sign-in');
    assert.deepEqual(requests, []);
    assert.deepEqual(problems, []);
    await context.close();
  });
});

// The built worker's bundle makes Material UI's CSS-variables provider on first use
// (client/patches/material-css-vars-provider.js); the template is its one reader here.
describe('onepirate for a right-to-left reader', () => {
  it("is rendered by the built worker through the template's CSS-variables provider", async () => {
    const response = await fetch(`${server.url}/premium-themes/onepirate/sign-in`, {
      headers: { cookie: 'direction=rtl', 'user-agent': PERSON_UA },
    });
    assert.equal(response.status, 200);
    const html = await response.text();
    const preview = /<div class="demo-preview" data-demo="premium-themes\/onepirate\/sign-in\/OnepirateSignIn">(<style[^>]*>[^<]*)/.exec(
      html,
    );
    assert.ok(preview, 'the sign-in demo is in the page');
    // The worker's own right-to-left render (Emotion's rtl cache), not the build's left-to-right one.
    assert.match(preview[1], /^<style data-emotion="rtl-global [a-z0-9]+">:root\{--onepirate-shape-borderRadius:0px;/);
  });
});
