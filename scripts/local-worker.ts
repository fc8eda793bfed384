import { dirname, join } from 'node:path';
import { Miniflare } from 'miniflare';
import { unstable_getMiniflareWorkerOptions } from 'wrangler';
import type { DevServer } from './dev-server';

export interface LocalWorkerOptions {
  /** The project to serve (default: this one): its wrangler.toml and build. */
  cwd?: string;
  /** Variables overriding wrangler.toml's `[vars]`. */
  vars?: Record<string, string>;
}

/**
 * Serves the built worker straight from workerd through Miniflare, configured from wrangler.toml
 * (the build's `main` and its chunks, the Workers Sites bucket, `[vars]`). Unlike `wrangler dev`,
 * no proxy worker stands between the socket and the site: through that chain about one page load
 * in a few hundred kept a script request open for minutes, and a browser test failed on a page
 * that never hydrated. The browser tests use this; `npm start`, the benchmarks and Lighthouse keep
 * `wrangler dev`, the tool operators run. Nothing is persisted, so every start sees only its build.
 */
export async function startLocalWorker(port: number, options: LocalWorkerOptions = {}): Promise<DevServer> {
  const { workerOptions, main } = unstable_getMiniflareWorkerOptions(join(options.cwd ?? process.cwd(), 'wrangler.toml'));
  if (!main) throw new Error('wrangler.toml names no main module');
  const miniflare = new Miniflare({
    ...workerOptions,
    bindings: { ...workerOptions.bindings, ...options.vars },
    scriptPath: main,
    modules: true,
    modulesRoot: dirname(main),
    host: '127.0.0.1',
    port,
  });
  await miniflare.ready;
  return { url: `http://127.0.0.1:${port}`, stop: () => miniflare.dispose() };
}
