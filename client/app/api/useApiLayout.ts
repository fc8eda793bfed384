import { type RefObject, startTransition, useEffect, useState } from 'react';
import { useEnvironment } from '../environment';
import { type ApiLayout, type ApiSection, apiLayoutKey, chooseApiLayout, INITIAL_API_LAYOUT } from './layout-option';

export interface ApiLayoutState {
  layout: ApiLayout;
  /** Whether the reader picked the layout on this page (a toggle), rather than it coming from the saved one. */
  byReader: boolean;
}

/**
 * The layout of one API section: expanded on the server and in the first client render (so hydration matches),
 * then the reader's saved or newly chosen layout. The choice is made (and saved) at once, but a section takes it
 * only once it is within a screen of the screen: re-rendering and laying out hundreds of entries that no one sees
 * yet would hold up the page just after it loads. Changing the layout saves it.
 */
export function useApiLayout(section: ApiSection, element: RefObject<HTMLElement>): [ApiLayoutState, (layout: ApiLayout) => void] {
  const environment = useEnvironment();
  const [state, setState] = useState<ApiLayoutState>({ layout: INITIAL_API_LAYOUT, byReader: false });
  useEffect(() => {
    const chosen = chooseApiLayout(section, { isBot: environment.isBot(), storage: environment.storage, random: Math.random });
    if (chosen === INITIAL_API_LAYOUT || !element.current) return;
    return environment.whenNearScreen(element.current, () =>
      // A toggle used meanwhile wins over the saved layout.
      startTransition(() => setState((current) => (current.byReader ? current : { layout: chosen, byReader: false }))),
    );
  }, [environment, section, element]);
  const change = (layout: ApiLayout) => {
    setState({ layout, byReader: true });
    try {
      environment.storage.set(apiLayoutKey(section), layout);
    } catch {
      // storage unavailable: the choice lasts for this page
    }
  };
  return [state, change];
}
