import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

/** The feature folders under `dir`, read at each run so a new feature is covered at once. */
const featuresIn = (dir) =>
  readdirSync(join(import.meta.dirname, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const server = './apps/server/src';
const serverFeatures = featuresIn(`${server}/features`);

// Only the composition (app.ts, workers.ts, main.ts, review-arrival/) wires features together;
// the layers beneath them never import a feature.
const serverLayerZone = {
  target: ['ai', 'auth', 'db', 'email', 'integrations', 'jobs', 'lib', 'metrics'].map(
    (layer) => `${server}/${layer}`,
  ),
  from: [`${server}/features`, `${server}/review-arrival`, `${server}/app.ts`],
  message: 'Shared server code must not import a feature, the arrival pipeline or the app.',
};
const compositionZone = {
  target: `${server}/features`,
  from: [`${server}/app.ts`, `${server}/workers.ts`, `${server}/main.ts`],
  message: 'Features must not import the composition root.',
};

const serverFeatureZones = serverFeatures.map((feature) => ({
  target: `${server}/features/${feature}`,
  from: `${server}/features`,
  except: [
    `./${feature}`,
    ...serverFeatures.filter((other) => other !== feature).map((other) => `./${other}/public.ts`),
  ],
  message:
    "Import another feature only through its public.ts (ARCHITECTURE.md, 'Server features').",
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'data/**',
      'apps/server/drizzle/**',
      'test-results/**',
      'playwright-report/**',
      'bench/.out/**',
      // Broken on purpose: scripts/lint-boundaries.test.ts lints them.
      'scripts/lint-fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    settings: {
      // Without these, import-x skips every .ts/.tsx file it follows, so the zones below never
      // saw our own modules.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: {
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-default-export': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // Features are composed only by routes (app/): no feature imports another, and shared code
    // never imports a feature.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featuresIn('./apps/web/src/features').map((f) => ({
              target: `./apps/web/src/features/${f}`,
              from: './apps/web/src/features',
              except: [`./${f}`],
              message: 'A feature must not import another feature; compose them in app/.',
            })),
            {
              target: ['./apps/web/src/components', './apps/web/src/lib', './apps/web/src/hooks'],
              from: ['./apps/web/src/features', './apps/web/src/app'],
              message: 'Shared code must not import features or the app.',
            },
            {
              target: './apps/web/src/features',
              from: './apps/web/src/app',
              message: 'Features must not import the app layer.',
            },
          ],
        },
      ],
    },
  },
  {
    // Tests may reach into a feature, the job table or the app to set a scenario up: they are
    // not part of the running graph. Everything else keeps to the layers and the features' public.ts.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            compositionZone,
            serverLayerZone,
            ...serverFeatureZones,
            {
              target: './apps/server/src',
              from: ['./apps/server/training', './apps/server/scripts'],
              message: 'The running server never imports training code or scripts.',
            },
            {
              // tsconfig.build.json leaves src/test out of the production build.
              target: [
                'ai',
                'auth',
                'db',
                'email',
                'features',
                'integrations',
                'jobs',
                'lib',
                'metrics',
                'review-arrival',
              ]
                .map((dir) => `./apps/server/src/${dir}`)
                .concat(['./apps/server/src/*.ts']),
              from: './apps/server/src/test',
              message:
                'Running code never imports test helpers: the production build leaves src/test out.',
            },
          ],
        },
      ],
    },
  },
  {
    // Tool configs must export default.
    files: ['**/*.config.{ts,js}', '**/vite.config.ts', '**/drizzle.config.ts'],
    rules: { 'import-x/no-default-export': 'off' },
  },
  {
    files: [
      'bench/**/*.{js,ts,mjs}',
      'apps/server/scripts/**/*.{ts,mjs}',
      'apps/web/scripts/**/*.ts',
      'scripts/**/*.{js,ts,mjs}',
    ],
    languageOptions: { globals: globals.node },
    rules: { 'no-console': 'off' },
  },
);
