import { chromium, type Browser, type Page } from 'playwright-core';

export { PERSON_UA } from '../cases/user-agents';

/** Headless Chromium flags that keep it off the network (this machine has none); Lighthouse uses them too. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Debian's Chromium, headless, with the flags that keep it off the network. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_FLAGS });
}

/** For `page.waitForFunction`: every demo preview of the page is live (its island has rendered). */
export const allDemosLive = () =>
  document.querySelectorAll('.demo-preview').length === document.querySelectorAll('.demo-preview[data-live="true"]').length;

/** Collects console errors and warnings and uncaught exceptions of a page. */
export function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/**
 * Opens a URL, waits for its load event, then up to 20 s more for the network to go idle. In CI
 * one page in a few hundred once kept a request open for over 90 s under `wrangler dev` (not
 * reproduced here in over a thousand loads): a page that never goes idle is reported with the
 * requests still open, and the test goes on to assert what the reader sees (hydration, live demos,
 * no console error), which fails if the open request mattered. A load that never ends fails.
 */
export async function gotoIdle(page: Page, url: string, timeout = 90_000): Promise<void> {
  const open = new Map<object, string>();
  const started = (request: { url(): string; method(): string }) => open.set(request, `${request.method()} ${request.url()}`);
  const ended = (request: object) => open.delete(request);
  const pending = () => (open.size ? [...open.values()].join(', ') : 'none');
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    try {
      await page.goto(url, { waitUntil: 'load', timeout });
    } catch (error) {
      throw new Error(`${(error as Error).message}\nrequests still open: ${pending()}`);
    }
    try {
      await page.waitForLoadState('networkidle', { timeout: 20_000 });
    } catch {
      console.warn(`${url} loaded but did not go network-idle in 20 s; requests still open: ${pending()}`);
    }
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}
