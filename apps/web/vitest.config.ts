import { defineConfig, mergeConfig } from 'vitest/config';

import viteConfig from './vite.config';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      name: 'web',
      include: ['src/**/*.test.{ts,tsx}'],
      environment: 'node',
      // Two files at once (the default on two cores is one).
      maxWorkers: 2,
      // A limit for a hang, not a speed check: beside the journeys on a loaded CI machine, a screen test that takes
      // under a second alone took past Vitest's default 5 s.
      testTimeout: 30_000,
    },
  }),
);
