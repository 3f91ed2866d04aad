import { defineConfig, mergeConfig } from 'vitest/config';

import viteConfig from './vite.config';

export default mergeConfig(
  viteConfig,
  // Two files at once (the default on two cores is one).
  defineConfig({ test: { name: 'web', include: ['src/**/*.test.{ts,tsx}'], environment: 'node', maxWorkers: 2 } }),
);
