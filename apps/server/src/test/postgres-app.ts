import { buildApp } from '../app.ts';
import { createContainer } from '../container.ts';
import { openPostgres } from '../db/client.ts';
import { bootstrap } from '../db/seed/bootstrap.ts';
import { startJobQueue } from '../jobs/queue.ts';
import { JOB_TABLE } from '../workers.ts';
import { createFixture } from './fixture.ts';
import { testConfig } from './harness.ts';

/**
 * The app over a PostgreSQL database of its own at `url` (created by the caller, reached directly
 * or through a proxy), seeded with the fixture: what the `*.pg.test.ts` files drive.
 */
export async function postgresApp(url: string) {
  const database = await openPostgres(url, 4);
  await bootstrap(database.db);
  const fx = await createFixture(database.db);
  const jobs = await startJobQueue(database, {
    supervise: false,
    queues: JOB_TABLE,
    onError: () => undefined,
  });
  const app = await buildApp({
    container: createContainer({ config: testConfig(), database, jobs }),
    logger: false,
  });
  await app.ready();
  return {
    database,
    app,
    fx,
    close: async () => {
      await app.close();
      await jobs.stop().catch(() => undefined);
      await database.close().catch(() => undefined);
    },
  };
}
