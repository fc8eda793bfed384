import { describe, expect, it } from 'vitest';
import { buildVersionInfo, versionLabel } from './versions';
import { readInstalledVersionInfo } from './versions-fs';

describe('versionLabel', () => {
  it.each([
    ['5.15.9', 'v5.15.9'],
    ['5.0.0-beta.27', '5.0.0-beta.27'],
  ])('%s → %s', (version, label) => {
    expect(versionLabel(version)).toBe(label);
  });
});

describe('installed version labels', () => {
  // Spec section 9: the labels the site shows must describe the installed packages.
  it('match the labels of the specification', () => {
    const labels = Object.fromEntries(readInstalledVersionInfo().map((p) => [p.name, p.metadataLabel]));
    expect(labels).toEqual({
      'Material UI': 'v5.15.9',
      'Joy UI': '5.0.0-beta.27',
      'Base UI': '5.0.0-beta.36',
      'MUI System': 'v5.15.9',
    });
  });

  it('link v4 for Material UI and System only', () => {
    const info = buildVersionInfo({
      '@mui/material': '5.15.9',
      '@mui/joy': '5.0.0-beta.27',
      '@mui/base': '5.0.0-beta.36',
      '@mui/system': '5.15.9',
    });
    const withV4 = info.filter((p) => p.versions.some((v) => v.text === 'v4')).map((p) => p.id);
    expect(withV4).toEqual(['material-ui', 'system']);
    expect(info.every((p) => p.versions.filter((v) => v.current).length === 1)).toBe(true);
  });
});
