import { restaurantFactsSchema } from '@tableside/domain/restaurant-facts';
import { ZReviewAllowance } from '@tableside/domain/schemas/tiers';
import { z } from 'zod';
import { ZTrialExtend } from '@tableside/domain/schemas/trial';
import {
  ZDeleteConfirm,
  ZError,
  ZIdParams,
  ZMessageOnly,
  ZSuccess,
} from '@tableside/domain/schemas/common';
import {
  INTEGRATIONS,
  ZAutoApprovalUpdate,
  ZInstructionsUpdate,
  ZIntegrationsUpdate,
  ZRestaurant,
  ZRestaurantCreate,
  ZRestaurantUpdate,
} from '@tableside/domain/schemas/restaurants';
import { requireActor } from '../../auth/guard.ts';
import type { Db } from '../../db/client.ts';
import { ok } from '../../lib/envelope.ts';
import { AUTH_ERRORS, type App } from '../../lib/route-types.ts';
import * as service from './service.ts';
import { convertTrial, extendTrial } from './trial.ts';

const tags = ['restaurants'];
const security = [{ bearer: [] }];
const one = { 200: ZSuccess(ZRestaurant), ...AUTH_ERRORS };
const withConflict = { ...one, 409: ZError };
/** Every topic's answer at once; a topic left out or blank is unknown. */
const ZFactsUpdate = z.object({ facts: restaurantFactsSchema });

export function restaurantRoutes(
  app: App,
  { db, allowPrivateWebhooks }: { db: Db; allowPrivateWebhooks: boolean },
) {
  app.get('/restaurant', {
    config: { operation: 'restaurants.list' },
    schema: { tags, security, response: { 200: ZSuccess(z.array(ZRestaurant)), ...AUTH_ERRORS } },
    handler: async (request) => ok(await service.listRestaurants(db, requireActor(request))),
  });

  app.get('/restaurant/self', {
    config: { operation: 'restaurants.self' },
    schema: { tags, security, response: { 200: ZSuccess(ZRestaurant.nullable()), ...AUTH_ERRORS } },
    handler: async (request) => ok(await service.selfRestaurant(db, requireActor(request))),
  });

  app.get('/restaurant/self/review-allowance', {
    config: { operation: 'restaurants.reviewAllowance' },
    schema: { tags, security, response: { 200: ZSuccess(ZReviewAllowance), ...AUTH_ERRORS } },
    handler: async (request) => ok(await service.selfReviewAllowance(db, requireActor(request))),
  });

  app.post('/restaurant', {
    config: { operation: 'restaurants.create' },
    schema: { tags, security, body: ZRestaurantCreate, response: one },
    handler: async (request) =>
      ok(
        await service.createRestaurant(db, requireActor(request), request.body),
        'Restaurant created successfully!',
      ),
  });

  app.put('/restaurant/:id', {
    config: { operation: 'restaurants.update' },
    schema: { tags, security, params: ZIdParams, body: ZRestaurantUpdate, response: one },
    handler: async (request) =>
      ok(
        await service.updateRestaurant(db, requireActor(request), request.params.id, request.body, {
          allowPrivateWebhooks,
        }),
        'Restaurant updated successfully!',
      ),
  });

  app.delete('/restaurant/:id', {
    config: { operation: 'restaurants.delete' },
    schema: {
      tags,
      security,
      params: ZIdParams,
      querystring: ZDeleteConfirm,
      response: { 200: ZMessageOnly, ...AUTH_ERRORS },
    },
    handler: async (request) => {
      await service.deleteRestaurant(
        db,
        requireActor(request),
        request.params.id,
        request.query.confirm_name,
      );
      return ok(null, 'Restaurant deleted successfully!');
    },
  });

  app.put('/restaurant/:id/trial/extend', {
    config: { operation: 'restaurants.trial.extend' },
    schema: { tags, security, params: ZIdParams, body: ZTrialExtend, response: withConflict },
    handler: async (request) =>
      ok(
        await extendTrial(db, requireActor(request), request.params.id, request.body),
        'Trial extended',
      ),
  });

  app.put('/restaurant/:id/trial/convert', {
    config: { operation: 'restaurants.trial.convert' },
    schema: { tags, security, params: ZIdParams, response: withConflict },
    handler: async (request) =>
      ok(await convertTrial(db, requireActor(request), request.params.id), 'Trial converted'),
  });

  app.put('/restaurant/:id/additional-instructions', {
    config: { operation: 'restaurants.instructions' },
    schema: { tags, security, params: ZIdParams, body: ZInstructionsUpdate, response: one },
    handler: async (request) =>
      ok(
        await service.updateInstructions(
          db,
          requireActor(request),
          request.params.id,
          request.body.additional_system_prompt_instructions,
        ),
      ),
  });

  app.put('/restaurant/:id/auto-approval', {
    config: { operation: 'restaurants.autoApproval' },
    schema: { tags, security, params: ZIdParams, body: ZAutoApprovalUpdate, response: one },
    handler: async (request) =>
      ok(
        await service.updateAutoApproval(
          db,
          requireActor(request),
          request.params.id,
          request.body,
        ),
      ),
  });

  // docs/product/reviews-and-replies.md#restaurant-facts
  app.put('/restaurant/:id/facts', {
    config: { operation: 'restaurants.facts', validationMessage: 'Invalid restaurant facts' },
    schema: { tags, security, params: ZIdParams, body: ZFactsUpdate, response: one },
    handler: async (request) =>
      ok(
        await service.updateFacts(db, requireActor(request), request.params.id, request.body.facts),
      ),
  });

  const ZIntegrationList = ZSuccess(z.array(z.enum(INTEGRATIONS)));
  app.get('/restaurant/:id/integrations', {
    config: { operation: 'restaurants.integrations.read' },
    schema: {
      tags,
      security,
      params: ZIdParams,
      response: { 200: ZIntegrationList, ...AUTH_ERRORS },
    },
    handler: async (request) =>
      ok(await service.getIntegrations(db, requireActor(request), request.params.id)),
  });

  app.put('/restaurant/:id/integrations', {
    config: { operation: 'restaurants.integrations.update' },
    schema: {
      tags,
      security,
      params: ZIdParams,
      body: ZIntegrationsUpdate,
      response: { 200: ZIntegrationList, ...AUTH_ERRORS },
    },
    handler: async (request) =>
      ok(
        await service.updateIntegrations(
          db,
          requireActor(request),
          request.params.id,
          request.body.integrations,
        ),
      ),
  });
}
