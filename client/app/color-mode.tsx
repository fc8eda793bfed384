import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';
import { useEnvironment } from './environment';

export type ModePreference = 'light' | 'dark' | 'system';

interface ColorMode {
  /** The reader's preference (`mui-mode`); undefined on the server, which cannot know it. */
  mode: ModePreference | undefined;
  /** The scheme in effect: the preference, or the system's for `system`. */
  scheme: 'light' | 'dark' | undefined;
  setMode(mode: ModePreference): void;
}

const ColorModeContext = createContext<ColorMode>({ mode: undefined, scheme: undefined, setMode: () => {} });

/**
 * The color mode, kept apart from the theme: only the settings and the sync of
 * the document consume it, so a change (or the first reading in the browser)
 * re-renders nothing else. The first-paint script has already applied it.
 */
export function ColorModeProvider({ children }: { children: ReactNode }) {
  const environment = useEnvironment();
  const [mode, setModeState] = useState<ModePreference | undefined>(() => environment.readStoredMode());
  const [systemDark, setSystemDark] = useState(() => environment.systemPrefersDark());
  useEffect(() => environment.onSystemSchemeChange(setSystemDark), [environment]);
  const value = useMemo<ColorMode>(
    () => ({
      mode,
      scheme: mode === undefined ? undefined : mode === 'system' ? (systemDark ? 'dark' : 'light') : mode,
      setMode(next) {
        setModeState(next);
        environment.storeMode(next);
      },
    }),
    [mode, systemDark, environment],
  );
  return <ColorModeContext.Provider value={value}>{children}</ColorModeContext.Provider>;
}

export function useColorMode(): ColorMode {
  return useContext(ColorModeContext);
}
