import { useEffect, useState } from 'react';
import { type ModePreference, useEnvironment } from './environment';
import type { PaletteMode } from './theme';

/**
 * The reader's colour mode: the stored preference (`mui-mode`), where `system`
 * follows the operating system and keeps following it when it changes.
 * The first render is light on both sides so hydration matches.
 */
export function usePaletteMode(): { preference: ModePreference; mode: PaletteMode; setPreference(mode: ModePreference): void } {
  const environment = useEnvironment();
  const [preference, setPreferenceState] = useState<ModePreference>('system');
  const [systemDark, setSystemDark] = useState(false);

  useEffect(() => {
    setPreferenceState(environment.readStoredMode() ?? 'system');
    setSystemDark(environment.systemPrefersDark());
    return environment.onSystemSchemeChange(() => setSystemDark(environment.systemPrefersDark()));
  }, [environment]);

  const setPreference = (mode: ModePreference) => {
    setPreferenceState(mode);
    environment.storeMode(mode);
  };
  const mode: PaletteMode = preference === 'system' ? (systemDark ? 'dark' : 'light') : preference;
  return { preference, mode, setPreference };
}
