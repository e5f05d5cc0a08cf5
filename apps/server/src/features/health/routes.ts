import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import type { App } from '../../lib/route-types.ts';

/** Liveness and readiness for orchestrators; readiness fails while the database is unreachable. */
export function healthRoutes(app: App, { database }: { database: Database }) {
  app.get(
    '/healthz',
    { schema: { hide: true, response: { 200: z.object({ status: z.literal('ok') }) } } },
    async () => ({ status: 'ok' as const }),
  );
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    try {
      await database.execute('select 1');
      return { status: 'ready', database: database.kind };
    } catch {
      return reply
        .status(503)
        .send({ status: 'error', code: 'service_unavailable', message: 'Database unavailable' });
    }
  });
}
