import { ZSuccess } from '@tableside/domain/schemas/common';
import { ZLocationParam } from '@tableside/domain/schemas/reviews';
import { ZMentionTrends, ZTrendQuery } from '@tableside/domain/schemas/trends';
import type { TrendKind } from '@tableside/domain/trends';
import { requireActor } from '../../auth/guard.ts';
import type { Db } from '../../db/client.ts';
import { sendOkJson } from '../../lib/envelope.ts';
import { AUTH_ERRORS, type App } from '../../lib/route-types.ts';
import { mentionTrends } from './trends.ts';

/** Keyword trends follow the keywords screen's access; the others every dashboard role's. */
const OPERATIONS = {
  categories: 'analytics.trends',
  keywords: 'analytics.keywordTrends',
  menu: 'analytics.trends',
  staff: 'analytics.trends',
} as const satisfies Record<TrendKind, string>;

/** Mention trends per kind: `GET /location/{id|all}/trends/{categories|keywords|menu|staff}`. */
export function trendRoutes(app: App, { db }: { db: Db }) {
  for (const kind of Object.keys(OPERATIONS) as TrendKind[]) {
    app.get(`/location/:id/trends/${kind}`, {
      config: { operation: OPERATIONS[kind] },
      schema: {
        tags: ['analytics'],
        security: [{ bearer: [] }],
        params: ZLocationParam,
        querystring: ZTrendQuery,
        response: { 200: ZSuccess(ZMentionTrends), ...AUTH_ERRORS },
      },
      // Sent as JSON text: the answer is typed as the schema already, and encoding it through
      // zod again cost about a tenth of a small trend's time. The schema still documents it;
      // the tests hold the answer to it.
      handler: async (request, reply) => {
        const trends = await mentionTrends(
          db,
          requireActor(request),
          request.params.id,
          kind,
          request.query,
        );
        sendOkJson(reply, JSON.stringify(trends));
        return reply;
      },
    });
  }
}
