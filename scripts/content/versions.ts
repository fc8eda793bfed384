import type { ProductVersions } from '../../client/app/page-data';

/** How the site labels a version: stable releases get a `v`, pre-releases are shown as published. */
export function versionLabel(version: string): string {
  return version.includes('-') ? version : `v${version}`;
}

interface ProductSpec {
  id: string;
  name: string;
  packageName: string;
  landing: string;
  /** Documentation of the previous major version, where it is still published. */
  legacy?: { text: string; href: string };
}

/** The documented products whose versions the site reads from installed packages. */
export const VERSIONED_PRODUCTS: readonly ProductSpec[] = [
  {
    id: 'material-ui',
    name: 'Material UI',
    packageName: '@mui/material',
    landing: '/material-ui',
    legacy: { text: 'v4', href: 'https://v4.mui.com/' },
  },
  { id: 'joy-ui', name: 'Joy UI', packageName: '@mui/joy', landing: '/joy-ui' },
  { id: 'base-ui', name: 'Base UI', packageName: '@mui/base', landing: '/base-ui' },
  {
    id: 'system',
    name: 'MUI System',
    packageName: '@mui/system',
    landing: '/system',
    legacy: { text: 'v4', href: 'https://v4.mui.com/system/basics/' },
  },
];

/** Builds the version info of every product from the installed versions (package name → version). */
export function buildVersionInfo(installed: Record<string, string>): ProductVersions[] {
  return VERSIONED_PRODUCTS.map((product) => {
    const version = installed[product.packageName];
    if (!version) throw new Error(`${product.packageName} is not installed`);
    const current = { text: versionLabel(version), href: product.landing, current: true };
    return {
      id: product.id,
      name: product.name,
      metadataLabel: versionLabel(version),
      versions: product.legacy ? [current, { ...product.legacy, current: false }] : [current],
    };
  });
}
