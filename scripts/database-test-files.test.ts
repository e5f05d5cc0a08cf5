import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { databaseTestFiles } from './database-test-files.mjs';

const files = databaseTestFiles(resolve(import.meta.dirname, '../apps/server'));

describe('the server test files run again on PostgreSQL', () => {
  it('include those that open a scratch database, directly or through a setup module', () => {
    expect(files).toContain('src/test/isolation-tenants.test.ts');
    expect(files).toContain('src/features/reviews/reviews.test.ts');
  });

  it('include those that open a database themselves, and the PostgreSQL-only ones', () => {
    expect(files).toContain('src/db/startup-error.test.ts');
    expect(files).toContain('src/db/outage.pg.test.ts');
  });

  it('leave out pure code that only imports a database type', () => {
    expect(files).not.toContain('src/features/analytics/rollups.test.ts');
    expect(files).not.toContain('src/features/replies/draft-text.test.ts');
  });
});
