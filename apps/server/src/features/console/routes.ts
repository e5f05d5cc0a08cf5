import { ZSuccess } from '@tableside/domain/schemas/common';
import { ZAnalytics, ZAnalyticsQuery, ZOverview } from '@tableside/domain/schemas/console';
import type { Db } from '../../db/client.ts';
import { ok } from '../../lib/envelope.ts';
import { AUTH_ERRORS, type App } from '../../lib/route-types.ts';
import { systemAnalytics } from './analytics.ts';
import { systemOverview } from './overview.ts';

const tags = ['super-admin console'];
const security = [{ bearer: [] }];

export function consoleRoutes(app: App, { db }: { db: Db }) {
  app.get('/console/overview', {
    config: { operation: 'console.overview' },
    schema: { tags, security, response: { 200: ZSuccess(ZOverview), ...AUTH_ERRORS } },
    handler: async () => ok(await systemOverview(db)),
  });

  app.get('/console/analytics', {
    config: { operation: 'console.analytics' },
    schema: {
      tags,
      security,
      querystring: ZAnalyticsQuery,
      response: { 200: ZSuccess(ZAnalytics), ...AUTH_ERRORS },
    },
    handler: async (request) => ok(await systemAnalytics(db, request.query.days)),
  });
}
