import { describe, expect, it } from 'vitest';
import { openPostgres } from './client.ts';
import { describeDatabaseError } from './startup-error.ts';

describe('describeDatabaseError on a PostgreSQL server', () => {
  it('says when the database does not exist', async () => {
    const url = new URL(process.env.DATABASE_URL as string);
    url.pathname = '/tableside_no_such_database';
    const error: unknown = await openPostgres(url.toString(), 1).then(
      () => null,
      (e: unknown) => e,
    );
    const line = describeDatabaseError(error, url.toString());
    expect(line).toContain(
      'database "tableside_no_such_database" does not exist (create it first)',
    );
    expect(line.split('\n')).toHaveLength(1);
  });
});
