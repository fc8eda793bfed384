// `npm start`: serves the built site with wrangler dev (workerd) on PORT (default 8787).
import { startWrangler } from './dev-server';

const port = Number(process.env.PORT ?? 8787);
const server = await startWrangler(port, { inheritOutput: true });
console.log(`Serving the documentation at ${server.url}`);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    server.stop();
    process.exit(0);
  });
}
