import { z } from 'zod';
import {
  ZChannel,
  ZChannelCreate,
  ZChannelParams,
  ZChannelUpdate,
  ZCreatedChannel,
  ZDelivery,
} from '@tableside/domain/schemas/alert-channels';
import { ZIdParams, ZMessageOnly, ZSuccess } from '@tableside/domain/schemas/common';
import { requireActor } from '../../auth/guard.ts';
import { ok } from '../../lib/envelope.ts';
import { AUTH_ERRORS, type App } from '../../lib/route-types.ts';
import type { DeliveryDeps } from './deliver.ts';
import {
  createChannel,
  deleteChannel,
  listChannels,
  listDeliveries,
  updateChannel,
} from './service.ts';
import { sendTestMessage } from './test-message.ts';

const tags = ['workflow'];
const security = [{ bearer: [] }];
const base = '/restaurant/:id/alert-channel';

/** Escalation channels (docs/product/team-workflow.md#escalation-channels). */
export function alertChannelRoutes(app: App, deps: DeliveryDeps) {
  const { db } = deps;
  app.get(base, {
    config: { operation: 'workflow.channels' },
    schema: {
      tags,
      security,
      params: ZIdParams,
      response: { 200: ZSuccess(z.array(ZChannel)), ...AUTH_ERRORS },
    },
    handler: async (request) =>
      ok(await listChannels(db, requireActor(request), request.params.id)),
  });

  app.post(base, {
    config: { operation: 'workflow.createChannel' },
    schema: {
      tags,
      security,
      params: ZIdParams,
      body: ZChannelCreate,
      response: { 200: ZSuccess(ZCreatedChannel), ...AUTH_ERRORS },
    },
    handler: async (request) =>
      ok(await createChannel(deps, requireActor(request), request.params.id, request.body)),
  });

  app.put(`${base}/:channelId`, {
    config: { operation: 'workflow.updateChannel' },
    schema: {
      tags,
      security,
      params: ZChannelParams,
      body: ZChannelUpdate,
      response: { 200: ZSuccess(ZChannel), ...AUTH_ERRORS },
    },
    handler: async (request) => {
      const { id, channelId } = request.params;
      return ok(await updateChannel(deps, requireActor(request), id, channelId, request.body));
    },
  });

  app.delete(`${base}/:channelId`, {
    config: { operation: 'workflow.deleteChannel' },
    schema: {
      tags,
      security,
      params: ZChannelParams,
      response: { 200: ZMessageOnly, ...AUTH_ERRORS },
    },
    handler: async (request) => {
      const { id, channelId } = request.params;
      await deleteChannel(db, requireActor(request), id, channelId);
      return ok(null, 'Channel deleted');
    },
  });

  app.post(`${base}/:channelId/test`, {
    config: { operation: 'workflow.testChannel' },
    schema: {
      tags,
      security,
      params: ZChannelParams,
      response: { 200: ZSuccess(ZDelivery), ...AUTH_ERRORS },
    },
    handler: async (request) => {
      const { id, channelId } = request.params;
      return ok(await sendTestMessage(deps, requireActor(request), id, channelId));
    },
  });

  app.get(`${base}/:channelId/delivery`, {
    config: { operation: 'workflow.channelDeliveries' },
    schema: {
      tags,
      security,
      params: ZChannelParams,
      response: { 200: ZSuccess(z.array(ZDelivery)), ...AUTH_ERRORS },
    },
    handler: async (request) => {
      const { id, channelId } = request.params;
      return ok(await listDeliveries(db, requireActor(request), id, channelId));
    },
  });
}
