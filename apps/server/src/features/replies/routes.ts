import { UNFOLLOWED_REASONS } from '@tableside/domain/instruction-notes';
import { z } from 'zod';
import { ZSuccess } from '@tableside/domain/schemas/common';
import {
  ZBulkAction,
  ZBulkResult,
  ZFlagUpdate,
  ZLocationParam,
  ZRegenerate,
  ZReplyEvent,
  ZResponseUpdate,
  ZReview,
  ZReviewParams,
} from '@tableside/domain/schemas/reviews';
import { requireActor } from '../../auth/guard.ts';
import { ok } from '../../lib/envelope.ts';
import { AUTH_ERRORS, type App } from '../../lib/route-types.ts';
import * as replies from './service.ts';

const tags = ['replies'];
const security = [{ bearer: [] }];
const one = { 200: ZSuccess(ZReview), ...AUTH_ERRORS, 409: AUTH_ERRORS[400] };
const base = '/location/:id/review/:reviewId';

export function replyRoutes(app: App, deps: replies.ReplyDeps) {
  app.put(`${base}/response`, {
    config: { operation: 'replies.edit' },
    schema: { tags, security, params: ZReviewParams, body: ZResponseUpdate, response: one },
    handler: async (request) => {
      const { id, reviewId } = request.params;
      return ok(
        await replies.editResponse(
          deps,
          requireActor(request),
          id,
          reviewId,
          request.body.response,
        ),
        'Response updated',
      );
    },
  });

  app.post(`${base}/response/regenerate`, {
    config: { operation: 'replies.regenerate' },
    schema: {
      tags,
      security,
      params: ZReviewParams,
      body: ZRegenerate,
      response: {
        ...one,
        200: ZSuccess(
          z.object({
            response: z.string(),
            review: ZReview,
            /** What the engine could not do of the instructions, as written (shown to the person). */
            unfollowed_instructions: z.array(z.string()),
            /** The same, each with why it was left out, for the person's own language. */
            unfollowed_notes: z.array(
              z.object({ instruction: z.string(), reason: z.enum(UNFOLLOWED_REASONS) }),
            ),
          }),
        ),
        502: AUTH_ERRORS[400],
      },
    },
    handler: async (request) => {
      const { id, reviewId } = request.params;
      return ok(
        await replies.regenerateResponse(
          deps,
          requireActor(request),
          id,
          reviewId,
          request.body.additional_instructions,
        ),
      );
    },
  });

  app.put(`${base}/response/approve`, {
    config: { operation: 'replies.approve' },
    schema: { tags, security, params: ZReviewParams, response: one },
    handler: async (request) => {
      const { id, reviewId } = request.params;
      return ok(
        await replies.approveResponse(deps, requireActor(request), id, reviewId),
        'Response approved',
      );
    },
  });

  // Posting is both PUT and POST (docs/product/api.md#the-earlier-products-calls).
  for (const method of ['post', 'put'] as const) {
    app[method](`${base}/response/post`, {
      config: { operation: 'replies.post' },
      schema: { tags, security, params: ZReviewParams, response: one },
      handler: async (request) => {
        const { id, reviewId } = request.params;
        return ok(
          await replies.requestPost(deps, requireActor(request), id, reviewId),
          'Posting the response',
        );
      },
    });
  }

  app.post(`${base}/response/mark-posted`, {
    config: { operation: 'replies.markPosted' },
    schema: { tags, security, params: ZReviewParams, response: one },
    handler: async (request) => {
      const { id, reviewId } = request.params;
      return ok(
        await replies.markPosted(deps, requireActor(request), id, reviewId),
        'Marked as posted',
      );
    },
  });

  app.put(`${base}/flag`, {
    config: { operation: 'replies.flag' },
    schema: { tags, security, params: ZReviewParams, body: ZFlagUpdate, response: one },
    handler: async (request) => {
      const { id, reviewId } = request.params;
      return ok(
        await replies.setFlag(deps, requireActor(request), id, reviewId, request.body.flagged),
      );
    },
  });

  app.get(`${base}/history`, {
    config: { operation: 'replies.history' },
    schema: {
      tags,
      security,
      params: ZReviewParams,
      response: { 200: ZSuccess(z.array(ZReplyEvent)), ...AUTH_ERRORS },
    },
    handler: async (request) => {
      const { id, reviewId } = request.params;
      return ok(await replies.replyEvents(deps, requireActor(request), id, reviewId));
    },
  });

  app.post('/location/:id/review/bulk', {
    config: { operation: 'replies.bulk' },
    schema: {
      tags,
      security,
      params: ZLocationParam,
      body: ZBulkAction,
      response: { 200: ZSuccess(ZBulkResult), ...AUTH_ERRORS },
    },
    handler: async (request) =>
      ok(await replies.bulkAction(deps, requireActor(request), request.params.id, request.body)),
  });
}
