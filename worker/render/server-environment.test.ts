import { css, keyframes } from '@emotion/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES } from '../../client/app/preferences';
import { createServerEnvironment } from './server-environment';

const environment = (direction: 'ltr' | 'rtl' = 'ltr') => createServerEnvironment({ ...DEFAULT_PREFERENCES, direction }, false, {});

describe('the global sheets for <head>', () => {
  it('takes each global style once, compiled with the direction cache, until the head is taken', () => {
    const server = environment('rtl');
    const styles = css({ body: { marginLeft: 8 } });
    expect(server.globalSheetToHead(styles)).toBe(true);
    expect(server.globalSheetToHead(styles)).toBe(true);
    expect(server.takeGlobalSheets()).toEqual([{ marker: `rtl-global ${styles.name}`, css: 'body{margin-right:8px;}' }]);
    // A part rendered after the head went out writes its own sheet.
    expect(server.globalSheetToHead(css({ p: { margin: 0 } }))).toBe(false);
    expect(server.takeGlobalSheets()).toHaveLength(1);
  });

  it('names the keyframes a global style uses, as emotion marks them', () => {
    const server = environment();
    const spin = keyframes({ to: { transform: 'rotate(1turn)' } });
    const styles = css`
      .spinner {
        animation: ${spin} 1s;
      }
    `;
    server.globalSheetToHead(styles);
    const [sheet] = server.takeGlobalSheets();
    expect(sheet.marker).toBe(`css-global ${styles.name} ${spin.name}`);
    expect(sheet.css).toContain(`@keyframes ${spin.name}`);
  });
});
