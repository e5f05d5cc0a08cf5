import { z } from 'zod';
import type { ApiOperation } from '@tableside/domain/api-access';
import { ZIdParams, ZMessageOnly, ZSuccess } from '@tableside/domain/schemas/common';
import { ZRegenerate, ZReplyEvent } from '@tableside/domain/schemas/reviews';
import { ZAssign, ZNote, ZNoteCreate } from '@tableside/domain/schemas/workflow';
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
import { commentHistory } from './comment-history.ts';
import * as socials from './service.ts';
import {
  addCommentNote,
  assignComment,
  listCommentNotes,
  type CommentWorkflowDeps,
} from './workflow-service.ts';

const tags = ['socials'];
const security = [{ bearer: [] }];
const errors = { ...AUTH_ERRORS, 409: AUTH_ERRORS[400], 502: AUTH_ERRORS[400] };
const one = { 200: ZSuccess(ZSocialComment), ...errors };
const base = '/restaurant/:id/social-comment';

/**
 * Social media comments per restaurant (docs/product/reservations-and-socials.md#social-comments):
 * list, paginated, one, delete, and the reply lifecycle of the reviews (edit, regenerate, approve,
 * post once, or mark as posted).
 */
export function socialRoutes(app: App, deps: CommentWorkflowDeps) {
  // The steps that take nothing but the comment, and answer it as it now stands.
  const step = (
    method: 'get' | 'put' | 'post',
    path: string,
    operation: ApiOperation,
    run: typeof socials.getComment,
    message?: string,
  ) =>
    app[method](`${base}/:commentId${path}`, {
      config: { operation },
      schema: { tags, security, params: ZSocialParams, response: one },
      handler: async (request) =>
        ok(
          await run(deps, requireActor(request), request.params.id, request.params.commentId),
          message,
        ),
    });

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

  step('get', '', 'socials.list', socials.getComment);

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

  step('put', '/response/approve', 'socials.approve', socials.approveReply);

  step('post', '/response/post', 'socials.post', socials.requestPost, 'Reply queued');

  step('post', '/response/mark-posted', 'socials.markPosted', socials.markReplyPosted);

  // What was done to it, like a review's history: the audit log's entries on the comment.
  app.get(`${base}/:commentId/history`, {
    config: { operation: 'socials.history' },
    schema: {
      tags,
      security,
      params: ZSocialParams,
      response: { 200: ZSuccess(z.array(ZReplyEvent)), ...errors },
    },
    handler: async (request) => {
      const { id, commentId } = request.params;
      return ok(await commentHistory(deps, requireActor(request), id, commentId));
    },
  });

  // Its assignee and internal notes (docs/product/team-workflow.md), the reviews' rules.
  app.put(`${base}/:commentId/assignee`, {
    config: { operation: 'socials.assign' },
    schema: { tags, security, params: ZSocialParams, body: ZAssign, response: one },
    handler: async (request) => {
      const { id, commentId } = request.params;
      return ok(
        await assignComment(deps, requireActor(request), id, commentId, request.body.user_id),
      );
    },
  });

  app.get(`${base}/:commentId/note`, {
    config: { operation: 'socials.notes' },
    schema: {
      tags,
      security,
      params: ZSocialParams,
      response: { 200: ZSuccess(z.array(ZNote)), ...errors },
    },
    handler: async (request) => {
      const { id, commentId } = request.params;
      return ok(await listCommentNotes(deps, requireActor(request), id, commentId));
    },
  });

  app.post(`${base}/:commentId/note`, {
    config: { operation: 'socials.addNote' },
    schema: {
      tags,
      security,
      params: ZSocialParams,
      body: ZNoteCreate,
      response: { 200: ZSuccess(ZNote), ...errors },
    },
    handler: async (request) => {
      const { id, commentId } = request.params;
      return ok(await addCommentNote(deps, requireActor(request), id, commentId, request.body));
    },
  });
}
