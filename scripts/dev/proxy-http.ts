// The dev server's front: a loopback HTTP server that passes every request to the worker in workerd, adds the dev
// client to pages, turns caching off for what a rebuild rewrites, and tells open pages when to reload.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEV_CLIENT_PATH, DEV_EVENTS_PATH, devCacheControl, injectDevClient, relocate, staticFileOf } from './inject';
import type { DevError } from './overlay-errors';

/** Request headers not passed on: the validators (the worker's ETags name a deploy, not a rebuild) and hop-by-hop ones. */
const DROPPED_REQUEST_HEADERS = new Set(['if-none-match', 'if-modified-since', 'host', 'connection', 'accept-encoding']);
/** Response headers the proxy recomputes (fetch has already decoded the body). */
const DROPPED_RESPONSE_HEADERS = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'cache-control',
  'etag',
]);

const CONTENT_TYPES: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  html: 'text/html; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json',
};
const contentTypeOf = (file: string) => CONTENT_TYPES[file.slice(file.lastIndexOf('.') + 1)] ?? 'application/octet-stream';

export interface DevProxy {
  url: string;
  /** Open pages reload. */
  reload(): void;
  /** Open pages show these errors over the page (an empty list hides the overlay). */
  showErrors(errors: DevError[]): void;
  close(): Promise<void>;
}

export interface DevProxyOptions {
  port: number;
  /** The worker's origin; awaited per request, so requests wait while the worker restarts. */
  upstream: () => Promise<string>;
  /** The dev client's JavaScript. */
  clientScript: string;
  /** The build's public folder, for files written since the worker started (`staticFileOf`). */
  publicDir: string;
}

export async function startDevProxy({ port, upstream, clientScript, publicDir }: DevProxyOptions): Promise<DevProxy> {
  const listeners = new Set<ServerResponse>();
  let errors: DevError[] = [];
  // Pages compare it with the one they saw first: a restarted dev server makes them reload.
  const version = Date.now();
  const send = (response: ServerResponse, event: unknown) => response.write(`data: ${JSON.stringify(event)}\n\n`);
  const broadcast = (event: unknown) => listeners.forEach((response) => send(response, event));

  const server: Server = createServer((request, response) => {
    void handle(request, response).catch((error: Error) => {
      if (!response.headersSent) response.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
      response.end(`The dev server could not reach the worker: ${error.message}`);
    });
  });

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const path = (request.url ?? '/').split('?')[0];
    if (path === DEV_CLIENT_PATH) {
      response.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' });
      response.end(clientScript);
      return;
    }
    if (path === DEV_EVENTS_PATH) {
      response.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store', Connection: 'keep-alive' });
      send(response, { type: 'hello', version, errors });
      listeners.add(response);
      request.on('close', () => listeners.delete(response));
      return;
    }
    const origin = await upstream();
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (value === undefined || DROPPED_REQUEST_HEADERS.has(name)) continue;
      headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    const answer = await fetch(origin + (request.url ?? '/'), { method: request.method, headers, redirect: 'manual' });
    const written = answer.status === 404 ? staticFileOf(path) : null;
    if (written && existsSync(join(publicDir, written))) {
      const body = readFileSync(join(publicDir, written));
      response.writeHead(200, {
        'Content-Type': contentTypeOf(written),
        'Content-Length': String(body.length),
        'Cache-Control': 'no-store',
      });
      response.end(request.method === 'HEAD' ? undefined : body);
      return;
    }
    const out: Record<string, string | string[]> = {};
    answer.headers.forEach((value, name) => {
      if (!DROPPED_RESPONSE_HEADERS.has(name) && name !== 'set-cookie') out[name] = value;
    });
    const cookies = answer.headers.getSetCookie();
    if (cookies.length) out['set-cookie'] = cookies;
    out['cache-control'] = devCacheControl(path, answer.headers.get('cache-control'));
    const location = answer.headers.get('location');
    if (location) out.location = relocate(location, origin, `http://${request.headers.host ?? `127.0.0.1:${port}`}`);
    // Documents only: the highlighted sources under /static/demo-code/ are HTML fragments the page fetches.
    const isPage =
      (answer.headers.get('content-type') ?? '').startsWith('text/html') && request.method === 'GET' && !path.startsWith('/static/');
    const body = isPage ? Buffer.from(injectDevClient(await answer.text())) : Buffer.from(await answer.arrayBuffer());
    out['content-length'] = String(body.length);
    response.writeHead(answer.status, out);
    response.end(request.method === 'HEAD' ? undefined : body);
  }

  // Loopback only: the dev server is a writer's tool, never a site to expose.
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    url: `http://127.0.0.1:${port}`,
    reload() {
      errors = [];
      broadcast({ type: 'reload' });
    },
    showErrors(next) {
      errors = next;
      broadcast({ type: 'errors', errors });
    },
    close: () =>
      new Promise((resolve) => {
        listeners.forEach((response) => response.end());
        server.close(() => resolve());
      }),
  };
}
