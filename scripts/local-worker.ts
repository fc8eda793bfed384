import { dirname, join } from 'node:path';
import { Miniflare, type MiniflareOptions } from 'miniflare';
import { unstable_getMiniflareWorkerOptions } from 'wrangler';
import type { DevServer } from './dev-server';

export interface LocalWorkerOptions {
  /** The project to serve (default: this one): its wrangler.toml and build. */
  cwd?: string;
  /** Variables overriding wrangler.toml's `[vars]`. */
  vars?: Record<string, string>;
}

/**
 * Miniflare's options for the built worker, read from wrangler.toml as `wrangler dev` reads them:
 * the build's `main` and its chunks (the module rules), the Workers Sites bucket, `[vars]`.
 */
export function builtWorkerOptions(options: LocalWorkerOptions = {}): MiniflareOptions {
  const { workerOptions, main } = unstable_getMiniflareWorkerOptions(join(options.cwd ?? process.cwd(), 'wrangler.toml'));
  if (!main) throw new Error('wrangler.toml names no main module');
  return {
    ...workerOptions,
    bindings: { ...workerOptions.bindings, ...options.vars },
    scriptPath: main,
    modules: true,
    modulesRoot: dirname(main),
  };
}

/**
 * Serves the built worker straight from workerd through Miniflare. Unlike `wrangler dev`, no proxy
 * worker stands between the socket and the site: through that chain about one page load in a few
 * hundred kept a script request open for minutes, and a browser test failed on a page that never
 * hydrated. The browser tests use this; `npm start`, the navigation benchmark and Lighthouse keep
 * `wrangler dev`, the tool operators run. Nothing is persisted, so every start sees only its build.
 */
export async function startLocalWorker(port: number, options: LocalWorkerOptions = {}): Promise<DevServer> {
  const miniflare = new Miniflare({ ...builtWorkerOptions(options), host: '127.0.0.1', port });
  await miniflare.ready;
  return { url: `http://127.0.0.1:${port}`, stop: () => miniflare.dispose() };
}
