import { startTransition, useEffect, useState } from 'react';
import { useEnvironment } from '../environment';
import { type ApiLayout, type ApiSection, apiLayoutKey, chooseApiLayout, INITIAL_API_LAYOUT } from './layout-option';

/**
 * The layout of one API section: expanded on the server and in the first
 * client render (so hydration matches), then the reader's saved or newly
 * chosen layout. Changing it saves it.
 */
export function useApiLayout(section: ApiSection): [ApiLayout, (layout: ApiLayout) => void] {
  const environment = useEnvironment();
  const [layout, setLayout] = useState<ApiLayout>(INITIAL_API_LAYOUT);
  useEffect(() => {
    const chosen = chooseApiLayout(section, { isBot: environment.isBot(), storage: environment.storage, random: Math.random });
    startTransition(() => setLayout(chosen));
  }, [environment, section]);
  const change = (next: ApiLayout) => {
    setLayout(next);
    try {
      environment.storage.set(apiLayoutKey(section), next);
    } catch {
      // storage unavailable: the choice lasts for this page
    }
  };
  return [layout, change];
}
