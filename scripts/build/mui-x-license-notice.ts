import { readFileSync } from 'node:fs';
import type { Plugin } from 'esbuild';

/** What the server side says, once, where MUI X prints a 10-line box per package about the missing license key. */
export const MISSING_LICENSE_NOTICE = "MUI X Pro and Premium demos show MUI X's watermark: no MUI_X_LICENSE_KEY";

/** Where the notice's state lives: one per process (or isolate), whichever bundle or package copy asks. */
const STATE = 'docs.muiXMissingLicenseKey';

export interface MissingLicenseNoticeState {
  shown: boolean;
  /** Prints the line; a host that renders in worker threads collects it instead, to print it once itself. */
  report?: (line: string) => void;
}

/** The notice's state on this thread, as the patched module reads it. */
export function missingLicenseNoticeState(): MissingLicenseNoticeState {
  const scope = globalThis as unknown as Record<symbol, MissingLicenseNoticeState | undefined>;
  return (scope[Symbol.for(STATE)] ??= { shown: false });
}

/** Prints the notice unless this thread already has. */
export function showMissingLicenseNotice(): void {
  const state = missingLicenseNoticeState();
  if (state.shown) return;
  state.shown = true;
  (state.report ?? console.warn)(MISSING_LICENSE_NOTICE);
}

/** @mui/x-license-pro's messages, in each of its builds (ES modules at the root, `node/` CommonJS, `legacy/`, `modern/`). */
const MESSAGES_FILE = /[\\/]@mui[\\/]x-license-pro[\\/](?:(?:node|legacy|modern)[\\/])?utils[\\/]licenseErrorMessageUtils\.js$/;

const MISSING_KEY_FUNCTION = /^(export )?function showMissingLicenseKeyError\([^)]*\)\s*\{[\s\S]*?\n\}$/m;

/**
 * The messages module with its missing-key message replaced by the one-line notice. The other messages (an
 * invalid, mismatched or expired key) stay MUI X's own. Throws if the function is not where it was, so a new
 * version of the package cannot bring the box back unnoticed.
 */
export function withOneLineNotice(source: string, file: string): string {
  const found = source.match(new RegExp(MISSING_KEY_FUNCTION.source, 'gm'))?.length ?? 0;
  if (found !== 1) throw new Error(`${file}: expected one showMissingLicenseKeyError function, found ${found}`);
  return source.replace(
    MISSING_KEY_FUNCTION,
    (_, exported: string | undefined) =>
      `${exported ?? ''}function showMissingLicenseKeyError() {\n` +
      `  // The docs build's one-line notice (scripts/build/mui-x-license-notice.ts), once per process.\n` +
      `  var key = Symbol.for(${JSON.stringify(STATE)});\n` +
      `  var state = globalThis[key] || (globalThis[key] = { shown: false });\n` +
      `  if (state.shown) return;\n` +
      `  state.shown = true;\n` +
      `  (state.report || console.warn)(${JSON.stringify(MISSING_LICENSE_NOTICE)});\n` +
      `}`,
  );
}

/**
 * For the bundles that run on the server side (the build's demo prerender, the worker): MUI X's missing-key box
 * becomes one line per process. Not for the browser's bundles: readers get MUI X's own notice.
 */
export function missingLicenseKeyNotice(): Plugin {
  return {
    name: 'mui-x-missing-license-notice',
    setup(build) {
      build.onLoad({ filter: MESSAGES_FILE }, (args) => ({
        contents: withOneLineNotice(readFileSync(args.path, 'utf8'), args.path),
        loader: 'js',
      }));
    },
  };
}
