import { z } from 'zod';
import { ZSuccess } from '@tableside/domain/schemas/common';
import { ZOutboxEmail, ZOutboxQuery } from '@tableside/domain/schemas/console';
import type { Db } from '../../db/client.ts';
import { ok } from '../../lib/envelope.ts';
import { AUTH_ERRORS, type App } from '../../lib/route-types.ts';
import { listOutbox } from './service.ts';

export function outboxRoutes(app: App, { db }: { db: Db }) {
  app.get('/console/outbox', {
    config: { operation: 'outbox.list' },
    schema: {
      tags: ['super-admin console'],
      security: [{ bearer: [] }],
      querystring: ZOutboxQuery,
      response: { 200: ZSuccess(z.array(ZOutboxEmail)), ...AUTH_ERRORS },
    },
    handler: async (request) => ok(await listOutbox(db, request.query.status)),
  });
}
