// A deploy while readers have the site open: v1 is served with its service
// worker registered, then v2 (a real second build, with a changed settings
// drawer, so the entry and that chunk get new names and v1's are gone) takes
// its place on the same address. No open page may fetch a hashed asset that
// 404s, and none may reload more than once.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { DevServer } from '../../scripts/dev-server';
import { startLocalWorker } from '../../scripts/local-worker';
import { gotoIdle, launchChromium } from './browser';

const root = join(import.meta.dirname, '..', '..');
const PORT = Number(process.env.SW_TEST_PORT ?? 8802);
// The service worker registers on the docs host only: here, that is loopback.
const vars = { DOCS_HOST: `127.0.0.1:${PORT}` };
const PROJECT_FILES = [
  'client',
  'content',
  'public',
  'scripts',
  'search',
  'worker',
  'package.json',
  'tsconfig.base.json',
  'tsconfig.json',
  'wrangler.toml',
];

let v2Dir: string;
let server: DevServer | undefined;
let browser: Browser;

/** The second deploy: this project copied, one visible change made, built. */
function buildV2(): string {
  const dir = mkdtempSync(join(tmpdir(), 'docs-v2-'));
  for (const name of PROJECT_FILES) cpSync(join(root, name), join(dir, name), { recursive: true });
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
  const drawer = join(dir, 'client/app/SettingsDrawer.tsx');
  const source = readFileSync(drawer, 'utf8');
  assert.ok(source.includes("{t('settings')}"));
  writeFileSync(drawer, source.replace("{t('settings')}", '{t(\'settings\')}<span data-deploy="v2" hidden />'));
  execFileSync('npx', ['tsx', 'scripts/build.ts'], { cwd: dir, stdio: 'pipe', env: { ...process.env, WRANGLER_SEND_METRICS: 'false' } });
  return dir;
}

const entryOf = (dir: string) =>
  (JSON.parse(readFileSync(join(dir, 'dist/generated/site.json'), 'utf8')) as { client: { script: string } }).client.script;

/** A reader's tab: what it loaded, what failed, and how often it loaded the page. */
interface Tab {
  page: Page;
  context: BrowserContext;
  missing: string[];
  loads: string[];
}

async function openTab(path: string): Promise<Tab> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const tab: Tab = { page, context, missing: [], loads: [] };
  page.on('response', (response) => {
    if (response.status() === 404 && new URL(response.url()).pathname.startsWith('/static/')) tab.missing.push(response.url());
  });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) tab.loads.push(new URL(frame.url()).pathname);
  });
  await gotoIdle(page, `http://127.0.0.1:${PORT}${path}`);
  await page.waitForSelector('html[data-hydrated="true"]');
  // The first visit installs the worker; it takes control without a reload.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 15_000 });
  return tab;
}

const runningEntry = (page: Page) =>
  page.evaluate(() => document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.getAttribute('src'));

before(async () => {
  v2Dir = buildV2();
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  await server?.stop();
  if (v2Dir) rmSync(v2Dir, { recursive: true, force: true });
});

describe('a deploy while pages are open', () => {
  it('moves every open page to the new deploy with at most one reload and no missing asset', async () => {
    const v1Entry = entryOf(root);
    const v2Entry = entryOf(v2Dir);
    assert.notEqual(v1Entry, v2Entry, 'the second build has a new entry');

    server = await startLocalWorker(PORT, { vars });
    const reading = await openTab('/material-ui/getting-started/installation');
    const idle = await openTab('/material-ui/getting-started/usage');
    assert.equal(await runningEntry(reading.page), v1Entry);
    // Let the idle-time chunks arrive, as they would while the reader reads.
    await reading.page.waitForTimeout(1_000);

    // The deploy: v1 goes, v2 answers on the same address.
    await server.stop();
    server = await startLocalWorker(PORT, { vars, cwd: v2Dir });

    // The reader opens the settings (v1's chunk is no longer on the server)…
    await reading.page.click('button[aria-label="Settings"]');
    await reading.page.waitForSelector('#settings-title');
    await reading.page.keyboard.press('Escape');
    await reading.page.waitForSelector('#settings-title', { state: 'hidden' });
    // …then follows a menu link: the page of the new deploy is loaded whole.
    await reading.page.locator('nav a[href="/material-ui/react-button"]').first().click();
    await reading.page.waitForURL('**/material-ui/react-button');
    await reading.page.waitForSelector('html[data-hydrated="true"]');
    assert.equal(await runningEntry(reading.page), v2Entry);

    // The idle tab learns of the update as a browser does on its own schedule.
    await idle.page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());
    await idle.page.waitForFunction(
      (entry) => document.querySelector('script[type="module"][src]')?.getAttribute('src') === entry,
      v2Entry,
      {
        timeout: 15_000,
      },
    );
    // Time for any second reload to happen, were there one.
    await Promise.all([reading.page.waitForTimeout(2_000), idle.page.waitForTimeout(2_000)]);

    const reloads = (tab: Tab) => tab.loads.filter((path, index) => index > 0 && path === tab.loads[index - 1]).length;
    assert.deepEqual(
      reading.loads,
      ['/material-ui/getting-started/installation', '/material-ui/react-button'],
      'one navigation, no reload',
    );
    assert.equal(reloads(reading), 0);
    assert.equal(reloads(idle), 1, 'the idle page reloads exactly once');
    assert.deepEqual([...reading.missing, ...idle.missing], []);
    await reading.context.close();
    await idle.context.close();
  });
});
