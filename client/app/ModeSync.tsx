import { startTransition, useEffect, useRef } from 'react';
import { useColorMode } from './color-mode';
import { useEnvironment } from './environment';
import { useThemeDispatch, useThemeState } from './theme-state';

/**
 * Keeps what lives outside React in step with the theme: the body's mode class
 * and `dir`, the theme-color metas, and the cookies the server reads. The first
 * paint already had them from the inline script and the server, so cookies are
 * written only when the reader changes something.
 */
export function ModeSync() {
  const { scheme } = useColorMode();
  const { direction, dense, spacing, paletteColors, paletteMode } = useThemeState();
  const dispatch = useThemeDispatch();
  const environment = useEnvironment();

  useEffect(() => {
    if (!scheme) return;
    environment.applyColorScheme(scheme);
    // A transition, so demos still hydrating keep their server HTML (an urgent
    // update would make React throw it away and render them again).
    if (scheme !== paletteMode) startTransition(() => dispatch({ type: 'CHANGE', payload: { paletteMode: scheme } }));
  }, [environment, scheme, paletteMode, dispatch]);

  const mounted = useRef(false);
  useEffect(() => {
    environment.applyDirection(direction);
    if (mounted.current) environment.persistThemeSettings({ direction, dense, spacing, paletteColors });
    mounted.current = true;
  }, [environment, direction, dense, spacing, paletteColors]);

  return null;
}
