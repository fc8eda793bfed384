// `npm start`: serves the built site with wrangler dev (workerd) on PORT (default 8787).
// wrangler starts workerd as a child, so it runs in its own process group and the
// whole group is stopped on exit; otherwise workerd would linger.
import { spawn } from 'node:child_process';

const port = process.env.PORT ?? '8787';
const child = spawn('npx', ['wrangler', 'dev', '--port', port, '--ip', '127.0.0.1', '--show-interactive-dev-session=false'], {
  stdio: 'inherit',
  detached: true,
  env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' },
});

const stop = () => {
  try {
    process.kill(-child.pid!, 'SIGTERM');
  } catch {
    // already gone
  }
};
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => (stop(), process.exit(0)));
process.on('exit', stop);
child.on('exit', (code) => process.exit(code ?? 0));
