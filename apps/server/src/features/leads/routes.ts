import { z } from 'zod';
import { ZError, ZIdParams, ZSuccess } from '@tableside/domain/schemas/common';
import { ZLead, ZLeadHandled, ZLeadQuery, ZProvisioned } from '@tableside/domain/schemas/console';
import { requireActor } from '../../auth/guard.ts';
import type { Db } from '../../db/client.ts';
import { ok } from '../../lib/envelope.ts';
import { AUTH_ERRORS, type App } from '../../lib/route-types.ts';
import type { InvitationDeps } from '../invitations/public.ts';
import { provisionLead } from './provision.ts';
import { listLeads, markLeadHandled } from './service.ts';

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
