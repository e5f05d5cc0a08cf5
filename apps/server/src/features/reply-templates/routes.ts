import { z } from 'zod';
import { ZIdParams, ZMessageOnly, ZSuccess } from '@tableside/domain/schemas/common';
import { ZReviewParams } from '@tableside/domain/schemas/reviews';
import {
  ZFilledTemplate,
  ZTemplate,
  ZTemplateInput,
  ZTemplateParams,
} from '@tableside/domain/schemas/reply-templates';
import { requireActor } from '../../auth/guard.ts';
import type { Db } from '../../db/client.ts';
import { ok } from '../../lib/envelope.ts';
import { AUTH_ERRORS, type App } from '../../lib/route-types.ts';
import {
  createTemplate,
  deleteTemplate,
  listTemplates,
  templatesForReview,
  updateTemplate,
} from './service.ts';

const tags = ['workflow'];
const security = [{ bearer: [] }];
const one = { 200: ZSuccess(ZTemplate), ...AUTH_ERRORS };

/** Saved reply templates (docs/product/reviews-and-replies.md#reply-templates). */
export function replyTemplateRoutes(app: App, { db }: { db: Db }) {
  app.get('/restaurant/:id/reply-template', {
    config: { operation: 'workflow.templates' },
    schema: {
      tags,
      security,
      params: ZIdParams,
      response: { 200: ZSuccess(z.array(ZTemplate)), ...AUTH_ERRORS },
    },
    handler: async (request) =>
      ok(await listTemplates(db, requireActor(request), request.params.id)),
  });

  app.post('/restaurant/:id/reply-template', {
    config: { operation: 'workflow.createTemplate' },
    schema: { tags, security, params: ZIdParams, body: ZTemplateInput, response: one },
    handler: async (request) =>
      ok(await createTemplate(db, requireActor(request), request.params.id, request.body)),
  });

  app.put('/restaurant/:id/reply-template/:templateId', {
    config: { operation: 'workflow.updateTemplate' },
    schema: { tags, security, params: ZTemplateParams, body: ZTemplateInput, response: one },
    handler: async (request) => {
      const { id, templateId } = request.params;
      return ok(await updateTemplate(db, requireActor(request), id, templateId, request.body));
    },
  });

  app.delete('/restaurant/:id/reply-template/:templateId', {
    config: { operation: 'workflow.deleteTemplate' },
    schema: {
      tags,
      security,
      params: ZTemplateParams,
      response: { 200: ZMessageOnly, ...AUTH_ERRORS },
    },
    handler: async (request) => {
      const { id, templateId } = request.params;
      await deleteTemplate(db, requireActor(request), id, templateId);
      return ok(null, 'Template deleted');
    },
  });

  app.get('/location/:id/review/:reviewId/reply-template', {
    config: { operation: 'workflow.reviewTemplates' },
    schema: {
      tags,
      security,
      params: ZReviewParams,
      response: { 200: ZSuccess(z.array(ZFilledTemplate)), ...AUTH_ERRORS },
    },
    handler: async (request) => {
      const { id, reviewId } = request.params;
      return ok(await templatesForReview(db, requireActor(request), id, reviewId));
    },
  });
}
