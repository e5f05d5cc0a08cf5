import { defineConfig } from 'vitest/config';

// The API suite runs on embedded PGlite always, and again on a PostgreSQL server when
// DATABASE_URL is set (as CI does), so both storage paths stay proven.
const server = (name: string, db: 'pglite' | 'postgres') => ({
  test: {
    name,
    root: 'apps/server',
    // `*.pg.test.ts` needs a PostgreSQL server of its own (an outage through a proxy, say).
    include: db === 'postgres' ? ['src/**/*.test.ts'] : ['src/**/!(*.pg).test.ts'],
    env: { TEST_DB: db },
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'] } },
      server('server-pglite', 'pglite'),
      ...(process.env.DATABASE_URL ? [server('server-postgres', 'postgres')] : []),
      {
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.ts'],
        },
      },
    ],
  },
});
