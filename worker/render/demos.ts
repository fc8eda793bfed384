import type { ComponentType } from 'react';
import type { DemoData } from '../../client/app/page-data';

/** Loaders of every live demo by id (the generated registry). */
export type DemoLoaders = Record<string, () => Promise<ComponentType>>;

/**
 * The components of one page's demos, loaded before it renders. A loader runs
 * once per isolate (module evaluation is cached), so only pages that are
 * actually served pay for their demos' code.
 */
export async function loadPageDemos(loaders: DemoLoaders, demos: readonly DemoData[] | undefined): Promise<Record<string, ComponentType>> {
  const entries = await Promise.all(
    (demos ?? []).filter((demo) => Object.hasOwn(loaders, demo.id)).map(async (demo) => [demo.id, await loaders[demo.id]()] as const),
  );
  return Object.fromEntries(entries);
}
