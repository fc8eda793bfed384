// Playwright helpers for the navigation bench: the probe installed in every
// document, and waits that run in the page rather than by polling from Node.
import { setTimeout as delay } from 'node:timers/promises';
import type { BrowserContext, Page } from 'playwright-core';
import { installPaintProbe, type NavBench, type NavSample } from './paint-probe';

/**
 * Installs the probe in every document of the context. tsx compiles with
 * esbuild's keepNames, which wraps inner functions in `__name(...)`; the page
 * has no such helper, so the source gets an identity one.
 */
export async function addPaintProbe(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: `(() => { const __name = (fn) => fn; (${installPaintProbe.toString()})(); })();` });
}

/** Waits until the client has hydrated, nothing has been fetched for 300 ms and the main thread is idle. */
export async function settle(page: Page): Promise<void> {
  await page.waitForSelector('html[data-hydrated="true"]', { timeout: 60_000 });
  // No named inner functions here: tsx would wrap them in its `__name` helper, which the page lacks.
  await page.evaluate(async () => {
    for (let before = -1; before !== performance.getEntriesByType('resource').length;) {
      before = performance.getEntriesByType('resource').length;
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    await new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5_000 }));
  });
}

/** Tells the probe that the next click should show the page titled `expectedTitle`. */
export function arm(page: Page, id: number, expectedTitle: string): Promise<void> {
  return page.evaluate(([id, title]) => (window as unknown as { __navBench: NavBench }).__navBench.arm(id, title), [
    id,
    expectedTitle,
  ] as const);
}

/**
 * Clicks with `click` and returns the probe's measure of it (click `id`, to the page at `path`). The wait in
 * the page starts before the click, so nothing polls the page while the click is measured: Playwright's
 * polling would run tasks and frames of its own between the new heading's paint and the probe's message.
 */
export async function measureClick(page: Page, id: number, path: string, click: () => Promise<void>): Promise<NavSample> {
  // A click that loads a new document destroys this one, and the wait with it; the new document has the sample.
  const inPlace = page.evaluate((id) => (window as unknown as { __navBench: NavBench }).__navBench.sample(id), id).catch(() => undefined);
  await page.evaluate(() => 0); // handled after the wait above is set up
  await click();
  // Unresolved in a minute (no such heading painted), sampleOf's own wait says what is missing.
  await Promise.race([inPlace, delay(60_000, undefined, { ref: false })]);
  return sampleOf(page, id, path);
}

/** The probe's measure of click `id`, once the new page is at `path` and, in place, its heading has focus. */
export async function sampleOf(page: Page, id: number, path: string): Promise<NavSample> {
  const handle = await page.waitForFunction(
    ([id, path]) => {
      const result = (window as unknown as { __navBench?: NavBench }).__navBench?.result;
      if (result?.id !== id || location.pathname !== path) return undefined;
      return result.kind === 'full load' || document.activeElement?.id === 'page-title' ? result : undefined;
    },
    [id, path] as const,
    { timeout: 60_000 },
  );
  return (await handle.jsonValue()) as NavSample;
}
