// The built worker (dist/worker/index.js) in workerd through the Miniflare
// API, with the Workers Sites bucket as KV: what bench, load and the SSR CPU
// check measure.
import { join } from 'node:path';
import { Miniflare } from 'miniflare';
import { builtWorkerOptions } from '../local-worker';

const root = join(import.meta.dirname, '../..');

/**
 * Variables that make every page request render. RENDER_CACHE_MB=0 turns off
 * the isolate's page cache; HTML_EDGE_CACHE=off is honored by the worker for
 * benchmarking and keeps it from answering from the Workers Cache API
 * (`caches.default`). An unknown variable is harmless, so this is safe
 * whether or not the worker has an edge cache yet.
 */
export const RENDER_EVERY_REQUEST: Readonly<Record<string, string>> = { RENDER_CACHE_MB: '0', HTML_EDGE_CACHE: 'off' };

export interface BuiltWorkerOptions {
  /** Variables over wrangler.toml's `[vars]`. */
  vars?: Record<string, string>;
  /** The Cache API; off turns `caches.default` into a no-op, whatever the worker does. */
  cache?: boolean;
  /** workerd's inspector (DevTools protocol) on this port, the worker named `WORKER_NAME` there. */
  inspectorPort?: number;
}

/** The worker's name in Miniflare, hence its inspector target (`core:user:<name>`). */
export const WORKER_NAME = 'mui-docs';

/** Starts the built worker; dispose() the result to stop workerd. */
export async function startBuiltWorker(options: BuiltWorkerOptions = {}): Promise<Miniflare> {
  const mf = new Miniflare({
    ...builtWorkerOptions({ cwd: root, vars: options.vars }),
    name: WORKER_NAME,
    cache: options.cache ?? true,
    inspectorPort: options.inspectorPort,
  });
  await mf.ready;
  return mf;
}

/** Starts the built worker with no cache of any kind: every page request renders. */
export function startRenderingWorker(): Promise<Miniflare> {
  return startBuiltWorker({ vars: { ...RENDER_EVERY_REQUEST }, cache: false });
}

/** Fetches a path and reads the whole body; throws unless the status is the one expected. */
export async function fetchFully(mf: Miniflare, path: string, expectedStatus = 200): Promise<number> {
  const response = await mf.dispatchFetch(`http://bench.local${path}`);
  const body = await response.arrayBuffer();
  if (response.status !== expectedStatus) throw new Error(`${path} answered ${response.status}`);
  return body.byteLength;
}
