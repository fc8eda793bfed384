import { type DevServer, startWrangler } from '../../scripts/dev-server';

let shared: Promise<DevServer> | undefined;

/** One wrangler dev per test file, on the port given or a default. */
export function sharedServer(port: number): Promise<DevServer> {
  shared ??= startWrangler(Number(process.env.TEST_PORT ?? port));
  return shared;
}
