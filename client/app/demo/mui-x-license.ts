import { LicenseInfo } from '@mui/x-license-pro';

/**
 * Hands MUI X its license key before a Pro or Premium component renders. MUI X
 * keeps the key in one global (shared by every copy of its license module),
 * so setting it once per page or isolate serves every demo after it. Imported
 * by the demo bundles of pages with such demos and by the worker's demo
 * renderer, never by the site's entry: the key arrives at request time, from
 * the worker's secret, and is never part of a built file.
 */
export function setMuiXLicenseKey(key: string): void {
  if (LicenseInfo.getLicenseKey() !== key) LicenseInfo.setLicenseKey(key);
}
