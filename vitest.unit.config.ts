import { defineConfig } from 'vitest/config';

// Pure modules (paths, menus, content pipeline): plain Node, milliseconds.
export default defineConfig({
  test: {
    include: ['worker/**/*.test.ts', 'client/**/*.test.ts', 'scripts/**/*.test.ts', 'test/unit/**/*.test.ts'],
    environment: 'node',
  },
});
