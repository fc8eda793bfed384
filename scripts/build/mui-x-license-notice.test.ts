import { build, type Plugin } from 'esbuild';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { MISSING_LICENSE_NOTICE, missingLicenseNoticeState, withOneLineNotice } from './mui-x-license-notice';
import { bundleForNode } from './node-bundle';
import { workerPlugins } from './worker-bundle';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const licensePackage = dirname(createRequire(import.meta.url).resolve('@mui/x-license-pro/package.json'));
const scratch = mkdtempSync(join(root, 'node_modules/.cache/license-notice-test-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

// What the Pro and Premium packages each do when they render: MUI X checks the key once per package.
const ENTRY = `
import * as React from 'react';
import { renderToString } from 'react-dom/server';
import { LicenseInfo, useLicenseVerifier } from '@mui/x-license-pro';
const PACKAGES = ['x-data-grid-pro', 'x-data-grid-premium', 'x-date-pickers-pro'];
function Checks({ name }) { useLicenseVerifier(name, 'MTcwNzQyOTYwMDAwMA=='); return null; }
export function render(key) {
  if (key) LicenseInfo.setLicenseKey(key);
  return renderToString(React.createElement(React.Fragment, null, PACKAGES.map((name) => React.createElement(Checks, { name, key: name }))));
}
`;

let bundles = 0;
async function bundled(make: (entry: string, outfile: string) => Promise<unknown>): Promise<{ render(key?: string): string }> {
  const entry = join(scratch, `entry-${++bundles}.js`);
  const outfile = join(scratch, `bundle-${bundles}.mjs`);
  writeFileSync(entry, ENTRY);
  await make(entry, outfile);
  return import(pathToFileURL(outfile).href);
}

/** How the worker is bundled (worker-bundle.ts), for this entry. */
const asWorker = (plugins: Plugin[]) => (entry: string, outfile: string) =>
  build({
    entryPoints: [entry],
    outfile,
    absWorkingDir: root,
    bundle: true,
    format: 'esm',
    platform: 'browser',
    conditions: ['workerd', 'worker', 'browser', 'module'],
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
    plugins,
  });

/** Everything printed to the console while rendering. */
function printed(render: () => void): string[] {
  const lines: string[] = [];
  const spies = (['log', 'info', 'warn', 'error'] as const).map((method) =>
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void lines.push(args.join(' '))),
  );
  try {
    render();
  } finally {
    spies.forEach((spy) => spy.mockRestore());
  }
  return lines;
}

const boxes = (lines: string[]) => lines.filter((line) => line.includes('*****'));

describe("MUI X's missing license key on the server side", () => {
  afterEach(() => {
    delete (globalThis as Record<symbol, unknown>)[Symbol.for('docs.muiXMissingLicenseKey')];
  });

  it('is a box per package in MUI X’s own module (what the build printed before)', async () => {
    const bundle = await bundled((entry, outfile) =>
      build({
        entryPoints: [entry],
        outfile,
        bundle: true,
        platform: 'node',
        format: 'esm',
        mainFields: ['module', 'main'],
        define: { 'process.env.NODE_ENV': '"production"' },
        banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
        logLevel: 'error',
      }),
    );
    const lines = printed(() => bundle.render());
    expect(boxes(lines)).toHaveLength(3);
    expect(lines).not.toContain(MISSING_LICENSE_NOTICE);
  });

  it("is one line in the build's Node bundle (the demo prerender), once however many packages and renders", async () => {
    const bundle = await bundled((entry, outfile) => bundleForNode(entry, outfile, []));
    const lines = printed(() => {
      bundle.render();
      bundle.render();
    });
    expect(lines).toEqual([MISSING_LICENSE_NOTICE]);
  });

  it("is one line in the worker's bundle", async () => {
    const bundle = await bundled(asWorker(workerPlugins(root, {})));
    expect(printed(() => bundle.render())).toEqual([MISSING_LICENSE_NOTICE]);
  });

  it('goes to a host that collects it instead, still once', async () => {
    const bundle = await bundled((entry, outfile) => bundleForNode(entry, outfile, []));
    const reported: string[] = [];
    missingLicenseNoticeState().report = (line) => reported.push(line);
    expect(printed(() => bundle.render())).toEqual([]);
    expect(reported).toEqual([MISSING_LICENSE_NOTICE]);
  });

  it("leaves MUI X's other messages as they are: an invalid key still gets its box", async () => {
    const bundle = await bundled((entry, outfile) => bundleForNode(entry, outfile, []));
    const lines = printed(() => bundle.render('not-a-license-key'));
    expect(boxes(lines).length).toBeGreaterThan(0);
    expect(lines.join('\n')).toContain('MUI: Invalid license key.');
    expect(lines).not.toContain(MISSING_LICENSE_NOTICE);
  });
});

describe('withOneLineNotice', () => {
  it("replaces only the missing key's message, in each of the package's builds", () => {
    for (const build of ['', 'node/', 'legacy/', 'modern/']) {
      const file = join(licensePackage, build, 'utils/licenseErrorMessageUtils.js');
      const patched = withOneLineNotice(readFileSync(file, 'utf8'), file);
      expect(patched).toContain(JSON.stringify(MISSING_LICENSE_NOTICE));
      expect(patched).not.toContain('MUI: Missing license key.');
      expect(patched).toContain('MUI: Invalid license key.');
      expect(patched).toContain('MUI: Expired license key.');
    }
  });

  it('fails where the function is not found once, rather than letting the box back', () => {
    expect(() => withOneLineNotice('export function showError() {\n}', 'x.js')).toThrow(/found 0/);
    const twice = 'function showMissingLicenseKeyError() {\n}\nfunction showMissingLicenseKeyError() {\n}';
    expect(() => withOneLineNotice(twice, 'x.js')).toThrow(/found 2/);
  });
});
