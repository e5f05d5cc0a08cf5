import { ZConsoleAiUsage, ZRestaurantAiUsage } from '@tableside/domain/schemas/ai-usage';
import { ZSuccess } from '@tableside/domain/schemas/common';
import { requireActor } from '../../auth/guard.ts';
import type { Db } from '../../db/client.ts';
import { ok } from '../../lib/envelope.ts';
import { AUTH_ERRORS, type App } from '../../lib/route-types.ts';
import { consoleAiUsage, restaurantAiUsage, type AiUsageSettings } from './service.ts';

const security = [{ bearer: [] }];

/** The Admin's view of the restaurant's language-model usage, and the console's column. */
export function aiUsageRoutes(app: App, { db, settings }: { db: Db; settings: AiUsageSettings }) {
  app.get('/restaurant/self/ai-usage', {
    config: { operation: 'restaurants.aiUsage' },
    schema: {
      tags: ['restaurants'],
      security,
      response: { 200: ZSuccess(ZRestaurantAiUsage), ...AUTH_ERRORS },
    },
    handler: async (request) => ok(await restaurantAiUsage(db, requireActor(request), settings)),
  });

  app.get('/console/ai-usage', {
    config: { operation: 'console.aiUsage' },
    schema: {
      tags: ['super-admin console'],
      security,
      response: { 200: ZSuccess(ZConsoleAiUsage), ...AUTH_ERRORS },
    },
    handler: async () =>
      ok(await consoleAiUsage(db, { currency: settings.currency, priced: settings.priced })),
  });
}
