import { describe, expect, it } from 'vitest';
import { getProductInfo } from './product';

describe('getProductInfo', () => {
  it.each([
    ['/material-ui/react-button', 'material-ui', 'core'],
    ['/joy-ui/getting-started/overview', 'joy-ui', 'core'],
    ['/base-ui/react-menu/components-api', 'base-ui', 'core'],
    ['/system/getting-started', 'system', 'core'],
    ['/system', 'system', 'core'],
    ['/x/react-data-grid/editing', 'x-data-grid', 'x'],
    ['/x/react-date-pickers/date-picker', 'x-date-pickers', 'x'],
    ['/x/api/data-grid/data-grid', 'x-data-grid', 'x'],
    ['/x/migration/migration-data-grid-v5', 'x', 'x'],
    ['/toolpad/studio/getting-started', 'toolpad-studio', 'toolpad'],
    ['/toolpad/core/introduction', 'toolpad-core', 'toolpad'],
    ['/versions', 'docs', 'docs'],
    ['/production-error', 'docs', 'docs'],
    ['/experiments/docs/callouts', 'docs-infra', 'docs'],
    ['/', null, null],
    ['/blog', null, null],
    ['/material-uix/thing', null, null],
  ])('%s → %s / %s', (path, productId, productCategoryId) => {
    expect(getProductInfo(path)).toEqual({ productId, productCategoryId });
  });
});
