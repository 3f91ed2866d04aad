import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Imports flow one way (DESIGN §1): web → contract; server → contract; contract → zod.
 * Inside web: app → features → components/lib, and no feature imports another feature.
 * Inside server: routes → modules → db/adapters.
 */
const webFeatureZones = [
  'marketing',
  'auth',
  'dashboard',
  'workspaces',
  'projects',
  'team',
  'profile',
  'tasks',
  'experts',
].map((feature) => ({
  target: `./apps/web/src/features/${feature}`,
  from: './apps/web/src/features',
  except: [`./${feature}`],
  message: 'A feature must not import another feature; move shared code to components/ or lib/.',
}));

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
    plugins: { 'import-x': importX },
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
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
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
              from: ['./apps/web/src/features', './apps/web/src/app'],
              message: 'shared code must not import features or app.',
            },
            ...webFeatureZones,
            {
              target: './apps/server/src/modules',
              from: './apps/server/src/routes',
              message: 'modules must not import routes.',
            },
            {
              target: ['./apps/server/src/db', './apps/server/src/adapters'],
              from: ['./apps/server/src/routes', './apps/server/src/modules'],
              message: 'db and adapters sit below modules.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
);
