import { z } from 'zod';
import { ZSuccess } from '@tableside/domain/schemas/common';
import { ZReviewParams } from '@tableside/domain/schemas/reviews';
import { ZNote, ZNoteCreate } from '@tableside/domain/schemas/workflow';
import { requireActor } from '../../auth/guard.ts';
import { ok } from '../../lib/envelope.ts';
import { AUTH_ERRORS, type App } from '../../lib/route-types.ts';
import { addNote, listNotes, type NoteDeps } from './service.ts';

const tags = ['workflow'];
const security = [{ bearer: [] }];

/** A review's internal notes (docs/product/team-workflow.md#internal-notes). */
export function reviewNoteRoutes(app: App, deps: NoteDeps) {
  app.get('/location/:id/review/:reviewId/note', {
    config: { operation: 'workflow.notes' },
    schema: {
      tags,
      security,
      params: ZReviewParams,
      response: { 200: ZSuccess(z.array(ZNote)), ...AUTH_ERRORS },
    },
    handler: async (request) => {
      const { id, reviewId } = request.params;
      return ok(await listNotes(deps.db, requireActor(request), id, reviewId));
    },
  });

  app.post('/location/:id/review/:reviewId/note', {
    config: { operation: 'workflow.addNote' },
    schema: {
      tags,
      security,
      params: ZReviewParams,
      body: ZNoteCreate,
      response: { 200: ZSuccess(ZNote), ...AUTH_ERRORS },
    },
    handler: async (request) => {
      const { id, reviewId } = request.params;
      return ok(await addNote(deps, requireActor(request), id, reviewId, request.body));
    },
  });
}
