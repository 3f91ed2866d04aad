import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The limit is for a hang, not a speed check: the tests run beside the journeys on a loaded CI machine.
  test: { name: 'blocks', include: ['src/**/*.test.ts'], passWithNoTests: true, testTimeout: 30_000 },
});
