// The search dialog's own measure of a query, read from a Playwright page: the
// dialog records `docs-search-paint` (last keystroke to results painted) for
// each query it answers. Shared by the search benchmark and the browser tests.
import type { Page } from 'playwright-core';

export const searchCombobox = (page: Page) => page.getByRole('combobox', { name: 'Search the documentation' });

/**
 * Types a query at a fast typist's pace (a key every 80 ms) and waits for the
 * answer to it (not to a shorter prefix) to be on screen and measured.
 */
export async function typeAndWait(page: Page, query: string): Promise<void> {
  await searchCombobox(page).fill('');
  await page.evaluate(() => performance.clearMeasures('docs-search-paint'));
  await searchCombobox(page).pressSequentially(query, { delay: 80 });
  await page.waitForFunction(
    (text) =>
      document.querySelector('#search-listbox')?.getAttribute('data-query') === text &&
      performance.getEntriesByName('docs-search-paint').some((entry) => (entry as PerformanceMeasure).detail?.query === text),
    query,
  );
}

/** The time from the last keystroke of a query to its results painted, or undefined if it was not measured. */
export const paintMs = (page: Page, query: string) =>
  page.evaluate(
    (text) =>
      performance
        .getEntriesByName('docs-search-paint')
        .filter((entry) => (entry as PerformanceMeasure).detail?.query === text)
        .at(-1)?.duration,
    query,
  );
