import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';
import { databaseTestFiles } from './scripts/database-test-files.mjs';

// The server's suite runs on embedded PGlite always, and its database-facing files again on a
// PostgreSQL server when DATABASE_URL is set (as CI does), so both storage paths stay proven.
const server = (name: string, db: 'pglite' | 'postgres') => ({
  test: {
    name,
    root: 'apps/server',
    // `*.pg.test.ts` needs a PostgreSQL server of its own (an outage through a proxy, say).
    include:
      db === 'postgres'
        ? databaseTestFiles(resolve(import.meta.dirname, 'apps/server'))
        : ['src/**/!(*.pg).test.ts'],
    env: { TEST_DB: db },
    globalSetup: ['src/test/global-setup.ts'],
    // Files share a worker's loaded modules: every file already opens its own database and app,
    // and none changes module state, so reloading the server's modules per file (a third of the
    // run) bought nothing.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    // Vitest leaves a core for itself by default: one worker on a two-core CI machine. Its own
    // process is mostly idle here while each file's embedded database keeps a core busy.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      { test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'] } },
      // Model training and evaluation (apps/server/training): pure computation, no database.
      { test: { name: 'training', root: 'apps/server/training', include: ['**/*.test.ts'] } },
      server('server-pglite', 'pglite'),
      ...(process.env.DATABASE_URL ? [server('server-postgres', 'postgres')] : []),
      // Proves that the import rules of eslint.config.js fire.
      {
        // ESLint follows each fixture's imports through the real modules: seconds, not ms.
        test: { name: 'lint', root: 'scripts', include: ['*.test.ts'], testTimeout: 60_000 },
      },
      {
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
        },
      },
    ],
  },
});
