import { z } from 'zod';
import { ZError, ZIdParams, ZMessageOnly, ZSuccess } from '@tableside/domain/schemas/common';
import { ZSubscriptionTier, ZTierInput, ZTierUpdate } from '@tableside/domain/schemas/tiers';
import { requireActor } from '../../auth/guard.ts';
import type { Db } from '../../db/client.ts';
import { ok } from '../../lib/envelope.ts';
import { AUTH_ERRORS, type App } from '../../lib/route-types.ts';
import { limitPublicRead } from '../public-site/public.ts';
import { createTier, deleteTier, listTiers, updateTier } from './service.ts';

const tags = ['subscription tiers'];
const security = [{ bearer: [] }];
const one = { 200: ZSuccess(ZSubscriptionTier), ...AUTH_ERRORS };

export function tierRoutes(app: App, { db }: { db: Db }) {
  app.get('/subscription-tier', {
    config: { operation: 'tiers.list' },
    schema: {
      tags,
      response: { 200: ZSuccess(z.array(ZSubscriptionTier)), 429: ZError },
    },
    // Public: the pricing page and onboarding read it signed out. Private tiers stay in the console.
    handler: async (request) => {
      await limitPublicRead(db, 'tiers', request.ip);
      return ok(await listTiers(db, false));
    },
  });

  app.get('/console/subscription-tier', {
    config: { operation: 'tiers.listAll' },
    schema: {
      tags,
      security,
      response: { 200: ZSuccess(z.array(ZSubscriptionTier)), ...AUTH_ERRORS },
    },
    // The console also sees the tiers hidden from the public site, with how many restaurants use each.
    handler: async () => ok(await listTiers(db, true)),
  });

  app.post('/subscription-tier', {
    config: { operation: 'tiers.create' },
    schema: { tags, security, body: ZTierInput, response: one },
    handler: async (request) => ok(await createTier(db, requireActor(request), request.body)),
  });

  app.put('/subscription-tier/:id', {
    config: { operation: 'tiers.update' },
    schema: { tags, security, params: ZIdParams, body: ZTierUpdate, response: one },
    handler: async (request) =>
      ok(await updateTier(db, requireActor(request), request.params.id, request.body)),
  });

  app.delete('/subscription-tier/:id', {
    config: { operation: 'tiers.delete' },
    schema: { tags, security, params: ZIdParams, response: { 200: ZMessageOnly, ...AUTH_ERRORS } },
    handler: async (request) => {
      await deleteTier(db, requireActor(request), request.params.id);
      return ok(null, 'Subscription tier deleted');
    },
  });
}
