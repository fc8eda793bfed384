import type { ComponentProps } from 'react';

type ApiSectionsModule = typeof import('./ApiSections');
let loaded: ApiSectionsModule | null = null;

/**
 * API sections are code only API pages need: they load as their own chunk,
 * before hydration or an in-place page change, and render synchronously after.
 */
export async function preloadApiSections(): Promise<void> {
  loaded ??= await import('./ApiSections');
}

/** Renders the API sections; the caller has awaited `preloadApiSections` for this page. */
export function ApiSections(props: ComponentProps<ApiSectionsModule['ApiSections']>) {
  if (!loaded) throw new Error('preloadApiSections() must finish before an API page renders');
  const { ApiSections: Sections } = loaded;
  return <Sections {...props} />;
}

/** Renders a hook's sections; the caller has awaited `preloadApiSections` for this page. */
export function HookSections(props: ComponentProps<ApiSectionsModule['HookSections']>) {
  if (!loaded) throw new Error('preloadApiSections() must finish before an API page renders');
  const { HookSections: Sections } = loaded;
  return <Sections {...props} />;
}
