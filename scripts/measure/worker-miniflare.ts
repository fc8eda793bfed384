// The built worker (dist/worker/index.js) in workerd through the Miniflare
// API, with the Workers Sites bucket as KV: what bench, load and the SSR CPU
// check measure.
import { Agent, get } from 'node:http';
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

// Requests go over HTTP/1.1, on kept-alive connections, to the socket Miniflare opens: the way a
// browser or `wrangler dev` reaches workerd. `Miniflare#dispatchFetch` cost about 3.4 ms and 3 ms of
// workerd CPU more per request for a 245 KB page (28 November 2026: a 188 KB static file took 3.8 ms
// through it and 0.4 ms this way), which the figures would have charged to the worker.
const agent = new Agent({ keepAlive: true });
const origins = new WeakMap<Miniflare, Promise<URL>>();

/** Requests a path and reads the whole body. */
export async function request(mf: Miniflare, path: string): Promise<{ status: number; bytes: number }> {
  let origin = origins.get(mf);
  if (!origin) origins.set(mf, (origin = mf.ready));
  const url = new URL(path, await origin);
  return new Promise((resolve, reject) => {
    get(url, { agent }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.byteLength));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, bytes }));
      response.on('error', reject);
    }).on('error', reject);
  });
}

/** Requests a path and reads the whole body; throws unless the status is the one expected. */
export async function fetchFully(mf: Miniflare, path: string, expectedStatus = 200): Promise<number> {
  const { status, bytes } = await request(mf, path);
  if (status !== expectedStatus) throw new Error(`${path} answered ${status}`);
  return bytes;
}
