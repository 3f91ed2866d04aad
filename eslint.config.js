import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

import domainBoundaries from './eslint-rules/domain-boundaries.js';
import noImportCycle from './eslint-rules/no-import-cycle.js';
import noLongSleep from './eslint-rules/no-long-sleep.js';
import noUnexplainedSleepDisable from './eslint-rules/no-unexplained-sleep-disable.js';
import { DOMAIN_DEPENDENCIES, DOMAIN_LAYERS } from './apps/server/src/modules/dependencies.js';

/**
 * Imports flow one way (docs/architecture.md § Shape): web → contract; server → contract; contract → zod.
 * Inside web: app → features → components/lib, and no feature imports another feature; the seller admin
 * (a second entry) → components/lib/api, and nothing imports it.
 * Inside server: routes → modules → db/adapters, and the job workers above the modules.
 */
/** Every folder of apps/web/src/features is a feature: a new one is fenced in the moment it exists. */
const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const webFeatureZones = webFeatures.map((feature) => ({
  target: `./apps/web/src/features/${feature}`,
  from: './apps/web/src/features',
  except: [`./${feature}`],
  message: 'A feature must not import another feature; move shared code to components/ or lib/.',
}));

/**
 * The server's layers, top to bottom: app/runtime, the composition root (compose-domains, subscribers,
 * sealed-columns) and hosts/ compose; routes/ and plugins/ take HTTP; jobs/ (the workers) stand beside
 * them; modules/ hold the rules, one folder per domain (their own table: modules/dependencies.js and
 * `aerie/domain-boundaries`); db/ and adapters/ (ports: mail, files, queue, payments, cards) talk to the
 * outside; lib/ holds plain helpers every layer may use. Imports only go down.
 */
const server = (folder) => `./apps/server/src/${folder}`;
const compositionRoot = [
  'app.ts',
  'runtime.ts',
  'main.ts',
  'compose-domains.ts',
  'subscribers.ts',
  'sealed-columns.ts',
];
const serverZones = [
  {
    target: server('modules'),
    from: [server('routes'), server('plugins'), server('jobs'), server('hosts'), ...compositionRoot.map(server)],
    message:
      'modules sit below routes, plugins, hosts, the job workers and the composition root; they never import them.',
  },
  {
    target: [server('db'), server('adapters'), server('context.ts')],
    from: [server('routes'), server('modules'), server('plugins'), server('jobs'), server('hosts')],
    message: 'db, adapters and the AppContext of ports sit below modules.',
  },
  {
    target: server('lib'),
    from: [
      server('routes'),
      server('modules'),
      server('plugins'),
      server('jobs'),
      server('hosts'),
      server('db'),
      server('adapters'),
      ...compositionRoot.map(server),
    ],
    message: 'lib holds plain helpers below every other layer; it imports none of them.',
  },
  {
    target: [server('routes'), server('plugins')],
    from: server('jobs'),
    message: 'only the runtime starts the job workers; send jobs through the queue port (adapters/queue).',
  },
];

/** The project's own rules (eslint-rules/): each file says what it checks and why. */
const aerie = {
  rules: {
    'domain-boundaries': domainBoundaries,
    'no-import-cycle': noImportCycle,
    'no-long-sleep': noLongSleep,
    'no-unexplained-sleep-disable': noUnexplainedSleepDisable,
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'apps/server/drizzle/**',
      'tests/e2e/screenshots/**',
      'tests/e2e/test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX, aerie },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json', 'tests/e2e/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
      'import-x/ignore': ['node_modules'],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Cycles of any kind, `import type` included (import-x/no-cycle skips those): eslint-rules/no-import-cycle.js.
      'aerie/no-import-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './packages/contract',
              from: ['./apps', './packages/blocks'],
              message: 'contract depends on zod only.',
            },
            { target: './packages/blocks', from: './apps', message: 'blocks depends on contract only.' },
            { target: './apps/web', from: './apps/server', message: 'web talks to the server over HTTP only.' },
            { target: './apps/server', from: './apps/web', message: 'the server never imports the web app.' },
            { target: './apps/web/src/features', from: './apps/web/src/app', message: 'features must not import app.' },
            {
              target: ['./apps/web/src/components', './apps/web/src/lib', './apps/web/src/api'],
              from: ['./apps/web/src/features', './apps/web/src/app', './apps/web/src/seller'],
              message: 'shared code must not import features, app or the seller admin.',
            },
            // The seller admin is an entry of its own, fenced in like a feature: shared code only, both ways.
            {
              target: './apps/web/src/seller',
              from: ['./apps/web/src/features', './apps/web/src/app'],
              message: 'the seller admin may import components/, lib/ and api/, never a feature or the app.',
            },
            {
              target: ['./apps/web/src/features', './apps/web/src/app'],
              from: './apps/web/src/seller',
              message: 'the app and its features never import the seller admin.',
            },
            ...webFeatureZones,
            ...serverZones,
          ],
        },
      ],
    },
  },
  {
    // The server's domains meet through their entries, along modules/dependencies.js (docs/architecture.md § Domains).
    files: ['apps/server/src/modules/**/*.ts'],
    rules: {
      'aerie/domain-boundaries': [
        'error',
        {
          modulesDir: fileURLToPath(new URL('./apps/server/src/modules', import.meta.url)),
          dependencies: DOMAIN_DEPENDENCIES,
          layers: DOMAIN_LAYERS,
        },
      ],
    },
  },
  {
    // The web app still has type-only cycles (features/builder: four panels import the `BuilderContext` type
    // from builder-editor.tsx, which renders them); until they are fixed it keeps import-x/no-cycle, which
    // skips type imports. Remove this block to hold the web app to the same rule as the server.
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: { 'aerie/no-import-cycle': 'off', 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // Tests wait for conditions or move a test clock, never for the wall clock to pass.
    files: ['**/*.test.ts', '**/*.test.tsx', 'apps/server/test/**', 'tests/e2e/**'],
    rules: { 'aerie/no-long-sleep': 'error', 'aerie/no-unexplained-sleep-disable': 'error' },
  },
  {
    // Server test files share their worker's modules (isolate: false in apps/server/vitest.config.ts): a module
    // mocked or a global stubbed in one file would leak into the next.
    files: ['apps/server/test/**', 'apps/server/src/**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock', 'stubGlobal', 'stubEnv', 'useFakeTimers'].map((property) => ({
          object: 'vi',
          property,
          message: 'server test files share modules and globals; pass a fake port (a test clock, a transport) instead.',
        })),
      ],
    },
  },
);
