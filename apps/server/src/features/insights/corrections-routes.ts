import {
  ZMentionCorrection,
  ZMentionCorrectionInput,
  ZMentionParams,
} from '@tableside/domain/schemas/mention-corrections';
import { ZMessageOnly, ZSuccess } from '@tableside/domain/schemas/common';
import type { Db } from '../../db/client.ts';
import { requireActor } from '../../auth/guard.ts';
import { ok } from '../../lib/envelope.ts';
import { AUTH_ERRORS, type App } from '../../lib/route-types.ts';
import { correctMention, undoCorrection } from './corrections-service.ts';

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
