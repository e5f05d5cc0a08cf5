import { z } from 'zod';
import { ZIdParams } from '@tableside/domain/schemas/common';
import { ZInsightParams, ZInsightQuery } from '@tableside/domain/schemas/insights';
import {
  ZMentionCorrection,
  ZMentionCorrectionInput,
  ZMentionParams,
  ZRemovedMention,
} from '@tableside/domain/schemas/mention-corrections';
import { ZMessageOnly, ZSuccess } from '@tableside/domain/schemas/common';
import type { Db } from '../../db/client.ts';
import { requireActor } from '../../auth/guard.ts';
import { ok } from '../../lib/envelope.ts';
import { AUTH_ERRORS, type App } from '../../lib/route-types.ts';
import { correctMention, undoCorrection } from './corrections-service.ts';
import { listRemovedMentions, listRemovedStaffMentions } from './removed-mentions.ts';

const security = [{ bearer: [] }];

/**
 * Corrections of a dish's or a person's mention in one review
 * (docs/product/review-understanding.md#teaching-the-analysis): whoever may see the screen
 * that shows the mention may correct it, so each kind has the operation of its screen's roles.
 */
export function correctionRoutes(app: App, db: Db) {
  const schema = {
    security,
    params: ZMentionParams,
    body: ZMentionCorrectionInput,
    response: { 200: ZSuccess(ZMentionCorrection.nullable()), ...AUTH_ERRORS },
  };
  const undo = {
    security,
    params: ZMentionParams,
    response: { 200: ZMessageOnly, ...AUTH_ERRORS },
  };
  // What was taken off the lists, to restore: whoever may correct may see it.
  const removed = {
    security,
    params: ZInsightParams,
    querystring: ZInsightQuery,
    response: { 200: ZSuccess(z.array(ZRemovedMention)), ...AUTH_ERRORS },
  };
  app.get('/location/:id/menu/removed-mentions', {
    config: { operation: 'insights.menuCorrection' },
    schema: { ...removed, tags: ['menu'] },
    handler: async (r) =>
      ok(await listRemovedMentions(db, requireActor(r), 'menu', r.params.id, r.query)),
  });
  app.get('/location/:id/staff/removed-mentions', {
    config: { operation: 'insights.staffCorrection' },
    schema: { ...removed, tags: ['staff'] },
    handler: async (r) =>
      ok(await listRemovedMentions(db, requireActor(r), 'staff', r.params.id, r.query)),
  });
  app.get('/staff-member/:id/removed-mentions', {
    config: { operation: 'insights.staffCorrection' },
    schema: { ...removed, params: ZIdParams, tags: ['staff'] },
    handler: async (r) =>
      ok(await listRemovedStaffMentions(db, requireActor(r), r.params.id, r.query)),
  });
  app.put('/menu-item/:id/mention/:reviewId/correction', {
    config: { operation: 'insights.menuCorrection' },
    schema: { ...schema, tags: ['menu'] },
    handler: async (r) =>
      ok(
        await correctMention(db, requireActor(r), 'menu', r.params.reviewId, r.params.id, r.body),
        'Mention corrected',
      ),
  });
  app.delete('/menu-item/:id/mention/:reviewId/correction', {
    config: { operation: 'insights.menuCorrection' },
    schema: { ...undo, tags: ['menu'] },
    handler: async (r) => {
      await undoCorrection(db, requireActor(r), 'menu', r.params.reviewId, r.params.id);
      return ok(null, 'Correction undone');
    },
  });
  app.put('/staff-member/:id/mention/:reviewId/correction', {
    config: { operation: 'insights.staffCorrection' },
    schema: { ...schema, tags: ['staff'] },
    handler: async (r) =>
      ok(
        await correctMention(db, requireActor(r), 'staff', r.params.reviewId, r.params.id, r.body),
        'Mention corrected',
      ),
  });
  app.delete('/staff-member/:id/mention/:reviewId/correction', {
    config: { operation: 'insights.staffCorrection' },
    schema: { ...undo, tags: ['staff'] },
    handler: async (r) => {
      await undoCorrection(db, requireActor(r), 'staff', r.params.reviewId, r.params.id);
      return ok(null, 'Correction undone');
    },
  });
}
