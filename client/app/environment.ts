import { createContext, useContext } from 'react';

export type ModePreference = 'light' | 'dark' | 'system';

/**
 * What the shell needs from the place it runs in. The universal UI never touches
 * `window` or storage itself: the browser entry supplies the real thing, the
 * worker the server defaults.
 */
export interface ShellEnvironment {
  readStoredMode(): ModePreference | null;
  storeMode(mode: ModePreference): void;
  systemPrefersDark(): boolean;
  /** Calls back when the operating system's colour scheme changes; returns an unsubscribe. */
  onSystemSchemeChange(callback: () => void): () => void;
}

/** On the server nothing is stored and the scheme is unknown: render light. */
export const serverEnvironment: ShellEnvironment = {
  readStoredMode: () => null,
  storeMode: () => {},
  systemPrefersDark: () => false,
  onSystemSchemeChange: () => () => {},
};

export const EnvironmentContext = createContext<ShellEnvironment>(serverEnvironment);

export function useEnvironment(): ShellEnvironment {
  return useContext(EnvironmentContext);
}
