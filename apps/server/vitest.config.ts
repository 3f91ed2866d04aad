import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    environment: 'node',
    // One migrated database per run, copied by every test file (test/support/database-templates.ts).
    globalSetup: ['test/support/database-templates.ts'],
    // Files share each worker's module cache instead of importing the whole server again (a sixth of the
    // suite's CPU). Safe because every file starts its own app on its own database and none mocks a module
    // or changes globals; a file that must (vi.mock, fake timers on globals) needs its own project.
    isolate: false,
    // Two files at once, even on two cores: a file's app waits on its database thread, child processes and
    // timers much of the time (13 files: 69-92 s with two, 103 s with one, the default on two cores).
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
