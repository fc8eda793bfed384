// @mui/system 5.15.9 with one fix, put in its place by the bundlers (esbuild's
// `alias` for the browser, wrangler.toml's [alias] for the worker).
//
// Its `private_safeEmphasize` calls itself instead of `emphasize`, so every call
// recurses until the stack overflows and the error is swallowed. Material UI's
// CSS-variables theme calls it four times per theme: about a quarter of a second
// of main thread on a phone, in the browser and at the edge alike, and the
// colors it should compute (Snackbar background, SpeedDial hover) are lost.
// Later releases of @mui/system call `emphasize` here, as this does.
import { emphasize } from '../../node_modules/@mui/system/esm/colorManipulator.js';

export * from '../../node_modules/@mui/system/esm/index.js';

export function private_safeEmphasize(color, coefficient, warning) {
  try {
    return emphasize(color, coefficient);
  } catch (error) {
    return color;
  }
}
