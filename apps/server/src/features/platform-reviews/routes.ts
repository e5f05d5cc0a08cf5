import { z } from 'zod';
import { ZMessageOnly, ZSuccess } from '@tableside/domain/schemas/common';
import {
  ZLocationIdParam,
  ZLocationParam,
  ZNewReview,
  ZPageParams,
  ZRegenerate,
  ZResponseUpdate,
  ZRestaurantPageParams,
  ZRestaurantReviewParams,
  ZReview,
  ZReviewPage,
  ZReviewParams,
  ZReviewQuery,
} from '@tableside/domain/schemas/reviews';
import type { Actor } from '../../auth/actor.ts';
import { requireActor } from '../../auth/guard.ts';
import { ok } from '../../lib/envelope.ts';
import { AUTH_ERRORS, type App } from '../../lib/route-types.ts';
import type { IngestDeps } from '../../review-arrival/store.ts';
import * as replies from '../replies/public.ts';
import {
  createPlatformReview,
  deletePlatformReview,
  getPlatformReview,
  restaurantActor,
  type PlatformSource,
} from './service.ts';
import { listReviewsJson, sendReviewPage } from '../reviews/public.ts';

const security = [{ bearer: [] }];
const list = { 200: ZReviewPage, ...AUTH_ERRORS };
const one = { 200: ZSuccess(ZReview), ...AUTH_ERRORS, 409: AUTH_ERRORS[400] };
const ZRestaurantParam = z.object({ id: z.uuid() });
const ZRestaurantNewReview = ZNewReview.extend({ location_id: z.uuid() });

type Deps = { ingest: IngestDeps; replies: replies.ReplyDeps };
type Scope = { actor: Actor; location: string };

/**
 * The per-source calls (docs/product/api.md#per-platform-calls), kept for the earlier product's
 * clients: Google, Yelp and Tripadvisor reviews per location (`/location/{id}/google/review…`) and
 * per restaurant (`/restaurant/{id}/google/review…`). Each is a thin shell over the review and
 * reply services, limited to the one platform.
 */
export function platformReviewRoutes(app: App, deps: Deps) {
  for (const source of ['google', 'yelp', 'tripadvisor'] as const) {
    locationLevel(app, deps, source);
    restaurantLevel(app, deps, source);
  }
}

function locationLevel(app: App, deps: Deps, source: PlatformSource) {
  const tags = [`${source} reviews`];
  const base = `/location/:id/${source}/review`;
  const scope = (request: { params: { id: string } }, actor: Actor): Scope => ({
    actor,
    location: request.params.id,
  });
  readCalls(
    app,
    deps,
    source,
    base,
    { list: ZLocationParam, page: ZPageParams, review: ZReviewParams },
    scope,
  );
  app.post(base, {
    config: { operation: 'reviews.create' },
    schema: { tags, security, params: ZLocationIdParam, body: ZNewReview, response: one },
    handler: async (request) =>
      ok(
        await createPlatformReview(
          deps.ingest,
          requireActor(request),
          request.params.id,
          source,
          request.body,
        ),
        'Review added',
      ),
  });
  if (source === 'google') replyCalls(app, deps, base, ZReviewParams, scope);
  else deleteCall(app, deps, base, ZReviewParams, scope, source);
}

function restaurantLevel(app: App, deps: Deps, source: PlatformSource) {
  const tags = [`${source} reviews`];
  const base = `/restaurant/:id/${source}/review`;
  const scope = (request: { params: { id: string } }, actor: Actor): Scope => ({
    actor: restaurantActor(actor, request.params.id),
    location: 'all',
  });
  readCalls(
    app,
    deps,
    source,
    base,
    { list: ZRestaurantParam, page: ZRestaurantPageParams, review: ZRestaurantReviewParams },
    scope,
  );
  app.post(base, {
    config: { operation: 'reviews.create' },
    schema: { tags, security, params: ZRestaurantParam, body: ZRestaurantNewReview, response: one },
    handler: async (request) => {
      const s = scope(request, requireActor(request));
      const { location_id: locationId, ...input } = request.body;
      return ok(
        await createPlatformReview(deps.ingest, s.actor, locationId, source, input),
        'Review added',
      );
    },
  });
  if (source === 'google') replyCalls(app, deps, base, ZRestaurantReviewParams, scope);
  else deleteCall(app, deps, base, ZRestaurantReviewParams, scope, source);
}

type ReviewParams = typeof ZReviewParams | typeof ZRestaurantReviewParams;
type ScopeOf = (request: { params: { id: string } }, actor: Actor) => Scope;
type ReadParams = {
  list: typeof ZLocationParam | typeof ZRestaurantParam;
  page: typeof ZPageParams | typeof ZRestaurantPageParams;
  review: ReviewParams;
};

/** One platform's reviews: the list, the list paged in the path, and one review by id. */
function readCalls(
  app: App,
  deps: Deps,
  source: PlatformSource,
  base: string,
  params: ReadParams,
  scope: ScopeOf,
) {
  const tags = [`${source} reviews`];
  const query = ZReviewQuery;
  app.get(base, {
    config: { operation: 'reviews.list' },
    schema: { tags, security, params: params.list, querystring: query, response: list },
    handler: async (request, reply) => {
      const s = scope(request, requireActor(request));
      sendReviewPage(
        reply,
        await listReviewsJson(deps.ingest.db, s.actor, s.location, { ...request.query, source }),
      );
      return reply;
    },
  });
  app.get(`${base}/offset/:o/limit/:l`, {
    config: { operation: 'reviews.list' },
    schema: { tags, security, params: params.page, querystring: query, response: list },
    handler: async (request, reply) => {
      const s = scope(request, requireActor(request));
      const { o: offset, l: limit } = request.params;
      sendReviewPage(
        reply,
        await listReviewsJson(deps.ingest.db, s.actor, s.location, {
          ...request.query,
          source,
          offset,
          limit,
        }),
      );
      return reply;
    },
  });
  app.get(`${base}/:reviewId`, {
    config: { operation: 'reviews.get' },
    schema: { tags, security, params: params.review, response: one },
    handler: async (request) => {
      const s = scope(request, requireActor(request));
      return ok(
        await getPlatformReview(
          deps.ingest.db,
          s.actor,
          s.location,
          request.params.reviewId,
          source,
        ),
      );
    },
  });
}

/** Google's reply calls: edit, regenerate, approve and post, on Google reviews only. */
function replyCalls(app: App, deps: Deps, base: string, params: ReviewParams, scope: ScopeOf) {
  const tags = ['google reviews'];
  const googleReview = async (
    request: { params: { id: string; reviewId: string } },
    actor: Actor,
  ) => {
    const s = scope(request, actor);
    await getPlatformReview(deps.ingest.db, s.actor, s.location, request.params.reviewId, 'google');
    return s;
  };
  app.put(`${base}/:reviewId/response`, {
    config: { operation: 'replies.edit' },
    schema: { tags, security, params, body: ZResponseUpdate, response: one },
    handler: async (request) => {
      const s = await googleReview(request, requireActor(request));
      return ok(
        await replies.editResponse(
          deps.replies,
          s.actor,
          s.location,
          request.params.reviewId,
          request.body.response,
        ),
        'Response updated',
      );
    },
  });
  app.post(`${base}/:reviewId/response/regenerate`, {
    config: { operation: 'replies.regenerate' },
    schema: {
      tags,
      security,
      params,
      body: ZRegenerate,
      response: {
        ...one,
        200: ZSuccess(z.object({ response: z.string(), review: ZReview })),
        502: AUTH_ERRORS[400],
      },
    },
    handler: async (request) => {
      const s = await googleReview(request, requireActor(request));
      return ok(
        await replies.regenerateResponse(
          deps.replies,
          s.actor,
          s.location,
          request.params.reviewId,
          request.body.additional_instructions,
        ),
      );
    },
  });
  app.put(`${base}/:reviewId/response/approve`, {
    config: { operation: 'replies.approve' },
    schema: { tags, security, params, response: one },
    handler: async (request) => {
      const s = await googleReview(request, requireActor(request));
      return ok(
        await replies.approveResponse(deps.replies, s.actor, s.location, request.params.reviewId),
        'Response approved',
      );
    },
  });
  for (const method of ['post', 'put'] as const) {
    app[method](`${base}/:reviewId/response/post`, {
      config: { operation: 'replies.post' },
      schema: { tags, security, params, response: one },
      handler: async (request) => {
        const s = await googleReview(request, requireActor(request));
        return ok(
          await replies.requestPost(deps.replies, s.actor, s.location, request.params.reviewId),
          'Posting the response',
        );
      },
    });
  }
}

/** Yelp and Tripadvisor: removing a review (kept with a deleted marker). */
function deleteCall(
  app: App,
  deps: Deps,
  base: string,
  params: ReviewParams,
  scope: ScopeOf,
  source: PlatformSource,
) {
  app.delete(`${base}/:reviewId`, {
    config: { operation: 'reviews.delete' },
    schema: {
      tags: [`${source} reviews`],
      security,
      params,
      response: { 200: ZMessageOnly, ...AUTH_ERRORS },
    },
    handler: async (request) => {
      const s = scope(request, requireActor(request));
      await deletePlatformReview(
        deps.ingest.db,
        s.actor,
        s.location,
        request.params.reviewId,
        source,
      );
      return ok(null, 'Review deleted');
    },
  });
}
