/**
 * What `DataGrid`, `DataGridPro` and `DataGridPremium` are in the worker bundle.
 * MUI X 6's grids render nothing on the server (their root waits for an effect
 * before it renders, `GridRoot`'s "implementation of NoSsr"), so a component
 * that renders nothing gives the same HTML without uploading the grids' code
 * (about 125 KB gzip) with the worker. Every other export of the packages
 * (column helpers, toolbar parts, locales, class names) is the real one.
 */
export function GridRendersNothingOnServer(): null {
  return null;
}
