import { defineConfig } from 'vitest/config';

/** One run covers every package; the server's API tests use PGlite, or PostgreSQL when DATABASE_URL is set. */
export default defineConfig({
  test: {
    projects: [
      'packages/contract',
      'packages/blocks',
      'apps/server',
      'apps/web',
      // The project's own lint rules (eslint.config.js), each tested with ESLint's RuleTester.
      { test: { name: 'eslint-rules', include: ['eslint-rules/**/*.test.js'], environment: 'node' } },
    ],
    // The whole run's limit; each project states its own as well, which otherwise defaults to one less than
    // the cores (one, here) and runs that project's files one at a time.
    maxWorkers: 2,
  },
});
