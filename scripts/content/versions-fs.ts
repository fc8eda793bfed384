import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { ProductVersions } from '../../client/app/page-data';
import { buildVersionInfo, VERSIONED_PRODUCTS } from './versions';

const require = createRequire(import.meta.url);

/** Reads each documented package's version from node_modules. */
export function readInstalledVersionInfo(): ProductVersions[] {
  const installed: Record<string, string> = {};
  for (const { packageName } of VERSIONED_PRODUCTS) {
    const manifest = JSON.parse(readFileSync(require.resolve(`${packageName}/package.json`), 'utf8'));
    installed[packageName] = manifest.version;
  }
  return buildVersionInfo(installed);
}
