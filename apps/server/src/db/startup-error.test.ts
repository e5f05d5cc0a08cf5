import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { openPostgres } from './client.ts';
import { describeDatabaseError } from './startup-error.ts';

/** A port on loopback that nothing listens on: opened, then closed again. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise((done) => server.close(done));
  return port;
}

async function startError(url: string): Promise<string> {
  try {
    const database = await openPostgres(url, 1);
    await database.close();
  } catch (error) {
    return describeDatabaseError(error, url);
  }
  throw new Error('the database opened');
}

describe('describeDatabaseError', () => {
  it('names the server and the reason in one line, never the password', async () => {
    const port = await closedPort();
    const line = await startError(`postgres://tableside:s3cret@127.0.0.1:${port}/tableside`);
    expect(line).toBe(
      `PostgreSQL at 127.0.0.1:${port}, database "tableside" refused the connection (is the server running and listening there?). Check DATABASE_URL.`,
    );
  });
});
