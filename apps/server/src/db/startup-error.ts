/**
 * A one-line reason for a database that cannot be opened at start, naming the server but never
 * the password, instead of a raw error object.
 */
export function describeDatabaseError(error: unknown, databaseUrl: string | undefined): string {
  const code = (error as { code?: unknown }).code;
  const message = error instanceof Error ? error.message : String(error);
  if (!databaseUrl) return `the embedded database in DATA_DIR could not be opened: ${message}`;
  let where = 'the PostgreSQL server of DATABASE_URL';
  try {
    const url = new URL(databaseUrl);
    where = `PostgreSQL at ${url.hostname}:${url.port || '5432'}, database "${decodeURIComponent(url.pathname.slice(1))}"`;
  } catch {
    // An unparseable URL is refused by the configuration check first; keep the generic name.
  }
  const reasons: Record<string, string> = {
    ECONNREFUSED: 'refused the connection (is the server running and listening there?)',
    ENOTFOUND: 'has a host name that does not resolve',
    EAI_AGAIN: 'has a host name that could not be resolved',
    ETIMEDOUT: 'did not answer in time',
    '3D000': 'does not exist (create it first)',
    '28P01': 'refused the user name or password',
    '28000': 'refused this user',
  };
  const reason = typeof code === 'string' ? reasons[code] : undefined;
  return `${where} ${reason ?? `could not be opened: ${message.split('\n')[0]}`}. Check DATABASE_URL.`;
}
