import { z } from 'zod';
import { ZIdParams, ZSuccess } from '@tableside/domain/schemas/common';
import { ZLocationParam, ZReviewParams } from '@tableside/domain/schemas/reviews';
import {
  ZAssign,
  ZAssignMany,
  ZAssignResult,
  ZColleague,
  ZResponseTargets,
  ZResponseTargetsAnswer,
  ZRule,
  ZRulesSave,
} from '@tableside/domain/schemas/workflow';
import { requireActor } from '../../auth/guard.ts';
import { ok } from '../../lib/envelope.ts';
import { AUTH_ERRORS, type App } from '../../lib/route-types.ts';
import { listRules, saveRules } from './rules-service.ts';
import { assignReviews, listColleagues, type AssignmentDeps } from './service.ts';
import { getTargets, saveTargets } from './targets-service.ts';

const tags = ['workflow'];
const security = [{ bearer: [] }];
const assigned = { 200: ZSuccess(ZAssignResult), ...AUTH_ERRORS };
const rules = { 200: ZSuccess(z.array(ZRule)), ...AUTH_ERRORS };
const targets = { 200: ZSuccess(ZResponseTargetsAnswer), ...AUTH_ERRORS };

/** Assignment, its rules and the response-time targets (docs/product/team-workflow.md). */
export function assignmentRoutes(app: App, deps: AssignmentDeps) {
  app.put('/location/:id/review/:reviewId/assignee', {
    config: { operation: 'workflow.assign' },
    schema: { tags, security, params: ZReviewParams, body: ZAssign, response: assigned },
    handler: async (request) => {
      const { id, reviewId } = request.params;
      return ok(
        await assignReviews(deps, requireActor(request), id, [reviewId], request.body.user_id),
      );
    },
  });

  app.post('/location/:id/review/assignee', {
    config: { operation: 'workflow.assignMany' },
    schema: { tags, security, params: ZLocationParam, body: ZAssignMany, response: assigned },
    handler: async (request) =>
      ok(
        await assignReviews(
          deps,
          requireActor(request),
          request.params.id,
          request.body.review_ids,
          request.body.user_id,
        ),
      ),
  });

  app.get('/location/:id/colleague', {
    config: { operation: 'workflow.assignees' },
    schema: {
      tags,
      security,
      params: ZLocationParam,
      response: { 200: ZSuccess(z.array(ZColleague)), ...AUTH_ERRORS },
    },
    handler: async (request) =>
      ok(await listColleagues(deps.db, requireActor(request), request.params.id)),
  });

  app.get('/restaurant/:id/assignment-rule', {
    config: { operation: 'workflow.rules' },
    schema: { tags, security, params: ZIdParams, response: rules },
    handler: async (request) =>
      ok(await listRules(deps.db, requireActor(request), request.params.id)),
  });

  app.put('/restaurant/:id/assignment-rule', {
    config: { operation: 'workflow.saveRules' },
    schema: { tags, security, params: ZIdParams, body: ZRulesSave, response: rules },
    handler: async (request) =>
      ok(await saveRules(deps.db, requireActor(request), request.params.id, request.body.rules)),
  });

  app.get('/restaurant/:id/response-target', {
    config: { operation: 'workflow.targets' },
    schema: { tags, security, params: ZIdParams, response: targets },
    handler: async (request) =>
      ok(await getTargets(deps.db, requireActor(request), request.params.id)),
  });

  app.put('/restaurant/:id/response-target', {
    config: { operation: 'workflow.saveTargets' },
    schema: { tags, security, params: ZIdParams, body: ZResponseTargets, response: targets },
    handler: async (request) =>
      ok(await saveTargets(deps.db, requireActor(request), request.params.id, request.body)),
  });
}
