import { defineConfig } from 'vitest/config';

/** One run covers every package; the server's API tests use PGlite, or PostgreSQL when DATABASE_URL is set. */
export default defineConfig({
  test: {
    projects: ['packages/contract', 'packages/blocks', 'apps/server', 'apps/web'],
    // API test files each start their own app on their own fresh database; two cores, so two at a time.
    maxWorkers: 2,
  },
});
