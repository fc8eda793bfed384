import { cloudflareTest } from '@cloudflare/vitest-pool-workers';
import { defineConfig } from 'vitest/config';

// Worker tests: real requests through the built worker in workerd (miniflare),
// with the Workers Sites bucket of `npm run build` as its KV store.
export default defineConfig({
  plugins: [
    cloudflareTest({
      // The worker's source, run through Vite's module runner: wrangler.toml's
      // `main` is the build's code-split output, which deploys and benchmarks use.
      main: './worker/index.ts',
      wrangler: { configPath: './wrangler.toml' },
      miniflare: { sitePath: './dist/public' },
    }),
  ],
  test: {
    include: ['test/worker/**/*.test.ts', 'test/worker/**/*.test.tsx'],
    // The first request loads React and MUI through the module runner: slow once, then fast.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
