import { describe, expect, it } from 'vitest';
import { derivePageTitle } from './titles';

describe('derivePageTitle', () => {
  it.each([
    ['/material-ui/react-button', 'Button'],
    ['/material-ui/react-toggle-button', 'Toggle Button'],
    ['/material-ui/getting-started/installation', 'Installation'],
    ['/material-ui/api/button-base', 'ButtonBase'],
    ['/base-ui/api/use-autocomplete', 'useAutocomplete'],
    ['/x/api/data-grid/grid-api', 'GridApi'],
  ])('%s → %s', (path, title) => {
    expect(derivePageTitle(path)).toBe(title);
  });
});
