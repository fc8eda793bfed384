import { type ChildProcess, spawn } from 'node:child_process';

export interface DevServer {
  url: string;
  /** Resolves once the server is down (its port free). */
  stop(): void | Promise<void>;
}

/**
 * Starts `wrangler dev` (workerd) on the built site. wrangler starts workerd as
 * a child, so it gets its own process group and the whole group is stopped;
 * otherwise workerd would linger after the parent exits.
 */
export interface WranglerOptions {
  inheritOutput?: boolean;
  /** The project to serve (default: this one). */
  cwd?: string;
  /** Variables overriding wrangler.toml's `[vars]`. */
  vars?: Record<string, string>;
  /**
   * Bundle the worker with NODE_ENV=production, as `wrangler deploy` does
   * (React's production build): the default, so tests and measurements see
   * what readers get. `false` gives React's development build and its warnings.
   */
  production?: boolean;
}

export function startWrangler(port: number, options: WranglerOptions = {}): Promise<DevServer> {
  const child: ChildProcess = spawn(
    'npx',
    [
      'wrangler',
      'dev',
      '--port',
      String(port),
      '--ip',
      '127.0.0.1',
      '--show-interactive-dev-session=false',
      '--log-level',
      options.inheritOutput ? 'info' : 'warn',
      ...Object.entries(options.vars ?? {}).flatMap(([name, value]) => ['--var', `${name}:${value}`]),
    ],
    {
      cwd: options.cwd,
      stdio: options.inheritOutput ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      detached: true,
      // Production React unless asked otherwise, as `wrangler deploy` bundles it:
      // the development build renders several times slower and would misstate
      // every measurement.
      env: {
        ...process.env,
        ...(options.production === false ? {} : { NODE_ENV: 'production' }),
        WRANGLER_SEND_METRICS: 'false',
        CLOUDFLARE_CF_FETCH_ENABLED: 'false',
      },
    },
  );
  // The pipes must be read: once one holds 64 KB (React's development warnings
  // fill it in a few hundred renders), wrangler blocks writing to it and stops
  // answering. The last few KB explain a failed start.
  let tail = '';
  const keepTail = (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-4096);
  };
  child.stdout?.on('data', keepTail);
  child.stderr?.on('data', keepTail);
  const stop = () => {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // already stopped
    }
  };
  process.on('exit', stop);
  const url = `http://127.0.0.1:${port}`;
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + 60_000;
    child.on('exit', (code) => reject(new Error(`wrangler dev exited with ${code}\n${tail}`)));
    const poll = async () => {
      try {
        const response = await fetch(`${url}/robots.txt`);
        if (response.ok) return resolve({ url, stop });
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) {
        stop();
        return reject(new Error('wrangler dev did not start within 60 s'));
      }
      setTimeout(poll, 250);
    };
    void poll();
  });
}
