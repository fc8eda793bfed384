import type { DevServer } from '../../scripts/dev-server';
import { startLocalWorker } from '../../scripts/local-worker';

let shared: Promise<DevServer> | undefined;

/** One local worker (workerd through Miniflare) per test file, on the port given or a default. */
export function sharedServer(port: number): Promise<DevServer> {
  shared ??= startLocalWorker(Number(process.env.TEST_PORT ?? port));
  return shared;
}
