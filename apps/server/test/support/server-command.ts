import { fileURLToPath } from 'node:url';

const SOURCE = fileURLToPath(new URL('../../src/main.ts', import.meta.url));

/**
 * The command that runs the server's entry point as a process of its own, `args` after it: the production bundle
 * when `npm test` has just built it (it names it in SERVER_BUNDLE, scripts/test.mjs), else the source through tsx,
 * so a direct `vitest run` after an edit never runs a stale build. The bundle is what production runs, and it was
 * healthy in 2.5 s where the source took 6.5 s (tsx compiles every import first): on a loaded CI machine, the
 * difference between a crash test's server starting within its minute and not.
 */
export function serverCommand(...args: string[]): [string, string[]] {
  const bundle = process.env.SERVER_BUNDLE;
  return [process.execPath, bundle ? [bundle, ...args] : ['--import', 'tsx', SOURCE, ...args]];
}
