// What the build's threads do while pages are assembled (thread-pool.ts): a library's API references, or a batch of
// demos' highlighted sources.
import type { ApiPlan, LibraryApi } from '../api/library-api';
import { extractLibraryApi } from '../api/library-extract';
import { type DemoCode, renderDemoCodes } from '../content/demo-code';
import { apiPagePathOf, type DemoLibrary } from '../content/demos-fs';

export interface DemoCodeInput {
  file: string;
  source: string;
  stylesheet?: string;
}

export type AssembleTask = { kind: 'api'; library: DemoLibrary; plan: ApiPlan } | { kind: 'demo-code'; demos: DemoCodeInput[] };

export async function runTask(task: AssembleTask): Promise<LibraryApi | DemoCode[]> {
  if (task.kind === 'api') return extractLibraryApi(task.library, task.plan, (name) => apiPagePathOf(name, task.library));
  return renderDemoCodes(task.demos);
}
