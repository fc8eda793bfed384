import { useSyncExternalStore } from 'react';
import { type CodePreferences, useEnvironment } from './environment';

/** The page's code variant and styling, and a setter that updates every code block and the cookies. */
export function useCodePreferences(): [CodePreferences, (change: Partial<CodePreferences>) => void] {
  const environment = useEnvironment();
  const preferences = useSyncExternalStore(
    environment.subscribeCodePreferences,
    environment.getCodePreferences,
    environment.getCodePreferences,
  );
  return [preferences, environment.setCodePreferences];
}
