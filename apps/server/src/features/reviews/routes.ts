import { ZSuccess } from '@tableside/domain/schemas/common';
import {
  ZLocationParam,
  ZPageParams,
  ZReview,
  ZReviewPage,
  ZReviewParams,
  ZReviewQuery,
} from '@tableside/domain/schemas/reviews';
import { requireActor } from '../../auth/guard.ts';
import type { Db } from '../../db/client.ts';
import { ok } from '../../lib/envelope.ts';
import { AUTH_ERRORS, type App } from '../../lib/route-types.ts';
import { getReview, listReviewsJson, sendReviewPage } from './service.ts';

const tags = ['reviews'];
const security = [{ bearer: [] }];
const list = { 200: ZReviewPage, ...AUTH_ERRORS };

export function reviewRoutes(app: App, { db }: { db: Db }) {
  app.get('/location/:id/review', {
    config: { operation: 'reviews.list' },
    schema: { tags, security, params: ZLocationParam, querystring: ZReviewQuery, response: list },
    handler: async (request, reply) => {
      sendReviewPage(
        reply,
        await listReviewsJson(db, requireActor(request), request.params.id, request.query),
      );
      return reply;
    },
  });

  // The earlier product's paging in the path (docs/product/api.md#paging); the query may still
  // filter.
  app.get('/location/:id/review/offset/:o/limit/:l', {
    config: { operation: 'reviews.list' },
    schema: { tags, security, params: ZPageParams, querystring: ZReviewQuery, response: list },
    handler: async (request, reply) => {
      sendReviewPage(
        reply,
        await listReviewsJson(db, requireActor(request), request.params.id, {
          ...request.query,
          offset: request.params.o,
          limit: request.params.l,
        }),
      );
      return reply;
    },
  });

  app.get('/location/:id/review/:reviewId', {
    config: { operation: 'reviews.get' },
    schema: {
      tags,
      security,
      params: ZReviewParams,
      response: { 200: ZSuccess(ZReview), ...AUTH_ERRORS },
    },
    handler: async (request) =>
      ok(await getReview(db, requireActor(request), request.params.id, request.params.reviewId)),
  });
}
