import { z } from 'zod';
import { ZError, ZIdParams, ZSuccess } from '@tableside/domain/schemas/common';
import { ZLead, ZLeadHandled, ZLeadQuery, ZProvisioned } from '@tableside/domain/schemas/console';
import { ZUpgradeRequest, ZUpgradeRequestCreate } from '@tableside/domain/schemas/trial';
import { requireActor } from '../../auth/guard.ts';
import type { Db } from '../../db/client.ts';
import { ok } from '../../lib/envelope.ts';
import { AUTH_ERRORS, type App } from '../../lib/route-types.ts';
import type { InvitationDeps } from '../invitations/public.ts';
import { provisionLead } from './provision.ts';
import { listLeads, markLeadHandled } from './service.ts';
import { openUpgradeRequest, requestUpgrade } from './upgrade-request.ts';

const tags = ['super-admin console'];
const security = [{ bearer: [] }];

export function leadRoutes(app: App, { db, invitations }: { db: Db; invitations: InvitationDeps }) {
  app.get('/console/leads', {
    config: { operation: 'leads.list' },
    schema: {
      tags,
      security,
      querystring: ZLeadQuery,
      response: { 200: ZSuccess(z.array(ZLead)), ...AUTH_ERRORS },
    },
    handler: async (request) => ok(await listLeads(db, request.query.kind)),
  });

  app.put('/console/leads/:id/handled', {
    config: { operation: 'leads.handle' },
    schema: {
      tags,
      security,
      params: ZIdParams,
      body: ZLeadHandled,
      response: { 200: ZSuccess(ZLead), ...AUTH_ERRORS },
    },
    handler: async (request) =>
      ok(await markLeadHandled(db, requireActor(request), request.params.id, request.body.handled)),
  });

  app.get('/restaurant/self/upgrade-request', {
    config: { operation: 'restaurants.upgradeRequest.read' },
    schema: {
      tags: ['restaurants'],
      security,
      response: { 200: ZSuccess(ZUpgradeRequest.nullable()), ...AUTH_ERRORS },
    },
    handler: async (request) => ok(await openUpgradeRequest(db, requireActor(request))),
  });

  app.post('/restaurant/self/upgrade-request', {
    config: { operation: 'restaurants.requestUpgrade' },
    schema: {
      tags: ['restaurants'],
      security,
      body: ZUpgradeRequestCreate,
      response: { 200: ZSuccess(ZUpgradeRequest), 409: ZError, ...AUTH_ERRORS },
    },
    handler: async (request) =>
      ok(await requestUpgrade(db, requireActor(request), request.body), 'Upgrade requested'),
  });

  app.post('/console/leads/:id/provision', {
    config: { operation: 'leads.provision' },
    schema: {
      tags,
      security,
      params: ZIdParams,
      response: { 200: ZSuccess(ZProvisioned), 409: ZError, ...AUTH_ERRORS },
    },
    handler: async (request) =>
      ok(
        await provisionLead(invitations, requireActor(request), request.params.id),
        'Restaurant provisioned',
      ),
  });
}
