import { defineConfig } from 'vitest/config';

// Pure modules (paths, menus, content pipeline): plain Node, milliseconds.
export default defineConfig({
  test: {
    include: [
      'search/**/*.test.ts',
      'worker/**/*.test.{ts,tsx}',
      'client/**/*.test.{ts,tsx}',
      'scripts/**/*.test.ts',
      'test/unit/**/*.test.ts',
    ],
    environment: 'node',
    // The API extractor's tests run the TypeScript compiler over @mui/material: seconds, not milliseconds.
    testTimeout: 30_000,
  },
});
