import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    environment: 'node',
    // One migrated database per run, copied by every test file (test/support/database-templates.ts).
    globalSetup: ['test/support/database-templates.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
