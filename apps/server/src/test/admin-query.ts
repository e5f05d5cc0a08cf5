import pg from 'pg';

/** One statement on the server of `adminUrl` (create or drop a database), on a connection of its own. */
export async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
