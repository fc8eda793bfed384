import createCache, { type EmotionCache } from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import type { Direction } from './preferences';

// One array for every RTL cache: on the server emotion keeps each style's
// compiled CSS per plugins array, so a new array per request would compile again.
const RTL_PLUGINS = [prefixer, rtlPlugin];

/**
 * An emotion cache for one direction. RTL flips physical properties (margins,
 * left/right) with the stylis RTL plugin and uses its own key, so LTR and RTL
 * styles never share class names. The server and the client use the same keys.
 */
export function createEmotionCache(direction: Direction): EmotionCache {
  return direction === 'rtl' ? createCache({ key: 'rtl', stylisPlugins: RTL_PLUGINS }) : createCache({ key: 'css' });
}
