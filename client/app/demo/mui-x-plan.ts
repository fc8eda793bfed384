import type { PageData } from '../page-data';

/**
 * Which demos need MUI X's license key, and which pages are handed it. Pure:
 * the build, the worker and tests use it; the code that sets the key
 * (`mui-x-license.ts`) lives in demo bundles only.
 */

/** An import of a commercial MUI X package: `@mui/x-data-grid-pro`, `@mui/x-data-grid-premium`, `@mui/x-date-pickers-pro`. */
const LICENSED_IMPORT = /\bfrom\s+['"]@mui\/x-[a-z-]+-(?:pro|premium)(?:\/[^'"]*)?['"]/;

/** Whether a demo's source imports a Pro or Premium package of MUI X (one that checks the license key). */
export function needsMuiXLicense(source: string): boolean {
  return LICENSED_IMPORT.test(source);
}

/** Whether any demo of the page (in any of its stylings) renders a Pro or Premium component. */
export function pageNeedsMuiXLicense(page: Pick<PageData, 'demos'>): boolean {
  return page.demos?.some((demo) => demo.licensed === true) ?? false;
}

/**
 * The key a page's model carries: the configured key on pages with Pro or
 * Premium demos, nothing elsewhere (and nothing when no key is configured, so
 * MUI X shows its own notice).
 */
export function licenseKeyForPage(page: Pick<PageData, 'demos'>, key: string | undefined): string | undefined {
  const trimmed = key?.trim();
  return trimmed && pageNeedsMuiXLicense(page) ? trimmed : undefined;
}
