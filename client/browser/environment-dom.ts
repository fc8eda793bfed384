import type { ModePreference, ShellEnvironment } from '../app/environment';

const MODE_KEY = 'mui-mode';
const MODES: readonly string[] = ['light', 'dark', 'system'];
const darkQuery = () => window.matchMedia('(prefers-color-scheme: dark)');

/** The shell's environment in a browser: localStorage and media queries, failures ignored. */
export const browserEnvironment: ShellEnvironment = {
  readStoredMode() {
    try {
      const value = window.localStorage.getItem(MODE_KEY);
      return value && MODES.includes(value) ? (value as ModePreference) : null;
    } catch {
      return null; // storage can be disabled; the default applies
    }
  },
  storeMode(mode) {
    try {
      window.localStorage.setItem(MODE_KEY, mode);
    } catch {
      // storage full or disabled: the choice lasts for this page only
    }
  },
  systemPrefersDark: () => darkQuery().matches,
  onSystemSchemeChange(callback) {
    const query = darkQuery();
    query.addEventListener('change', callback);
    return () => query.removeEventListener('change', callback);
  },
};
