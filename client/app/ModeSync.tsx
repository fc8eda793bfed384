import { useColorScheme } from '@mui/material/styles';
import { startTransition, useEffect, useRef } from 'react';
import { useEnvironment } from './environment';
import { useThemeDispatch, useThemeState } from './theme-state';

/**
 * Keeps what lives outside React in step with the theme: the body's mode class
 * and `dir`, the theme-color metas, and the cookies the server reads. The first
 * paint already had them from the inline script and the server, so cookies are
 * written only when the reader changes something.
 */
export function ModeSync() {
  const { mode, systemMode } = useColorScheme();
  const { direction, dense, spacing, paletteColors, paletteMode } = useThemeState();
  const dispatch = useThemeDispatch();
  const environment = useEnvironment();
  const scheme = mode === 'system' ? systemMode : mode;

  useEffect(() => {
    if (scheme !== 'light' && scheme !== 'dark') return;
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
