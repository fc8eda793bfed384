import { exports } from 'cloudflare:workers';

export const ORIGIN = 'https://docs.test';

/** A request through the worker exactly as wrangler deploys it; redirects are not followed. */
export function get(path: string, init: RequestInit = {}): Promise<Response> {
  return exports.default.fetch(new Request(`${ORIGIN}${path}`, { redirect: 'manual', ...init }));
}

export { BOT_UA, PERSON_UA } from '../cases/user-agents';
