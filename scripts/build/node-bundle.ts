import { build, type Metafile, type Plugin } from 'esbuild';
import { missingLicenseKeyNotice } from './mui-x-license-notice';

/**
 * Bundles an entry for Node as an ES module, production React, with the given
 * plugins (the site's aliases and icon rewriting): how the build and
 * `npm run check:demos` render demos on the server side of this machine. MUI X's
 * box about a missing license key is one line there (`mui-x-license-notice.ts`).
 */
export async function bundleForNode(entry: string, outfile: string, plugins: Plugin[]): Promise<Metafile> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    format: 'esm',
    jsx: 'automatic',
    outfile,
    mainFields: ['module', 'main'],
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
    // CommonJS packages inside an ES module bundle still call require().
    banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
    plugins: [missingLicenseKeyNotice(), ...plugins],
    metafile: true,
  });
  return result.metafile;
}
