import { z } from 'zod';
import { ZIdParams, ZMessageOnly, ZSuccess } from '@tableside/domain/schemas/common';
import { ZRegenerate } from '@tableside/domain/schemas/reviews';
import {
  ZSocialComment,
  ZSocialPageParams,
  ZSocialParams,
  ZSocialQuery,
  ZSocialResponse,
} from '@tableside/domain/schemas/socials';
import { requireActor } from '../../auth/guard.ts';
import { ok } from '../../lib/envelope.ts';
import { AUTH_ERRORS, type App } from '../../lib/route-types.ts';
import * as socials from './service.ts';

const tags = ['socials'];
const security = [{ bearer: [] }];
const errors = { ...AUTH_ERRORS, 409: AUTH_ERRORS[400], 502: AUTH_ERRORS[400] };
const one = { 200: ZSuccess(ZSocialComment), ...errors };
const base = '/restaurant/:id/social-comment';

/**
 * Social media comments per restaurant (dashboard.md §7): list, paginated, one, delete, and the
 * reply lifecycle of the reviews (edit, regenerate, approve, post once, or mark as posted).
 */
export function socialRoutes(app: App, deps: socials.SocialDeps) {
  app.get(base, {
    config: { operation: 'socials.list' },
    schema: {
      tags,
      security,
      params: ZIdParams,
      querystring: ZSocialQuery,
      response: { 200: ZSuccess(z.array(ZSocialComment)), ...errors },
    },
    handler: async (request) =>
      ok(await socials.listComments(deps, requireActor(request), request.params.id, request.query)),
  });

  app.get(`${base}/offset/:o/limit/:l`, {
    config: { operation: 'socials.list' },
    schema: {
      tags,
      security,
      params: ZSocialPageParams,
      response: { 200: ZSuccess(z.array(ZSocialComment)), ...errors },
    },
    handler: async (request) =>
      ok(
        await socials.listComments(deps, requireActor(request), request.params.id, {
          offset: request.params.o,
          limit: request.params.l,
        }),
      ),
  });

  app.get(`${base}/:commentId`, {
    config: { operation: 'socials.list' },
    schema: { tags, security, params: ZSocialParams, response: one },
    handler: async (request) =>
      ok(
        await socials.getComment(
          deps,
          requireActor(request),
          request.params.id,
          request.params.commentId,
        ),
      ),
  });

  app.delete(`${base}/:commentId`, {
    config: { operation: 'socials.delete' },
    schema: { tags, security, params: ZSocialParams, response: { 200: ZMessageOnly, ...errors } },
    handler: async (request) => {
      await socials.deleteComment(
        deps,
        requireActor(request),
        request.params.id,
        request.params.commentId,
      );
      return ok(null, 'Deleted');
    },
  });

  app.put(`${base}/:commentId/response`, {
    config: { operation: 'socials.edit' },
    schema: { tags, security, params: ZSocialParams, body: ZSocialResponse, response: one },
    handler: async (request) =>
      ok(
        await socials.editReply(
          deps,
          requireActor(request),
          request.params.id,
          request.params.commentId,
          request.body.response,
        ),
      ),
  });

  app.post(`${base}/:commentId/response/regenerate`, {
    config: { operation: 'socials.regenerate' },
    schema: { tags, security, params: ZSocialParams, body: ZRegenerate, response: one },
    handler: async (request) =>
      ok(
        await socials.regenerateReply(
          deps,
          requireActor(request),
          request.params.id,
          request.params.commentId,
          request.body.additional_instructions,
        ),
      ),
  });

  app.put(`${base}/:commentId/response/approve`, {
    config: { operation: 'socials.approve' },
    schema: { tags, security, params: ZSocialParams, response: one },
    handler: async (request) =>
      ok(
        await socials.approveReply(
          deps,
          requireActor(request),
          request.params.id,
          request.params.commentId,
        ),
      ),
  });

  app.post(`${base}/:commentId/response/post`, {
    config: { operation: 'socials.post' },
    schema: { tags, security, params: ZSocialParams, response: one },
    handler: async (request) =>
      ok(
        await socials.requestPost(
          deps,
          requireActor(request),
          request.params.id,
          request.params.commentId,
        ),
        'Reply queued',
      ),
  });

  app.post(`${base}/:commentId/response/mark-posted`, {
    config: { operation: 'socials.markPosted' },
    schema: { tags, security, params: ZSocialParams, response: one },
    handler: async (request) =>
      ok(
        await socials.markReplyPosted(
          deps,
          requireActor(request),
          request.params.id,
          request.params.commentId,
        ),
      ),
  });
}
