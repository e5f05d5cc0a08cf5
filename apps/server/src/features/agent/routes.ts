import { ERROR_MESSAGES } from '@tableside/domain/errors';
import {
  ZAgentAnswer,
  ZAgentConversation,
  ZAgentConversationDetail,
  ZAgentQuery,
  ZConversationParams,
  type TAgentStreamEvent,
} from '@tableside/domain/schemas/agent';
import { ZSuccess } from '@tableside/domain/schemas/common';
import { z } from 'zod';
import { requireActor } from '../../auth/guard.ts';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { AUTH_ERRORS, type App } from '../../lib/route-types.ts';
import {
  checkQuery,
  getConversation,
  listConversations,
  processQuery,
  type AgentDeps,
} from './service.ts';

const tags = ['agent'];
const security = [{ bearer: [] }];

/**
 * The AI agent (docs/product/agent.md#agent-access): a question and its answer, streamed or not;
 * past conversations.
 */
export function agentRoutes(app: App, deps: AgentDeps) {
  app.post('/agent/process_query', {
    config: { operation: 'agent.query' },
    schema: {
      tags,
      security,
      body: ZAgentQuery,
      response: { 200: ZSuccess(ZAgentAnswer), ...AUTH_ERRORS },
    },
    handler: async (request) =>
      ok(await processQuery(deps, requireActor(request), request.body), 'Answered'),
  });

  // The same answer as newline-delimited JSON events while it is written. Bad input and
  // refusals are still plain error answers: everything is checked before the first byte.
  app.post('/agent/process_query/stream', {
    config: { operation: 'agent.query' },
    schema: { tags, security, body: ZAgentQuery, hide: true },
    handler: async (request, reply) => {
      const actor = requireActor(request);
      checkQuery(actor, request.body);
      if (request.body.conversation_id)
        await getConversation(deps.db, actor, request.body.conversation_id);
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'application/x-ndjson; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        'x-accel-buffering': 'no',
        'x-request-id': request.id,
      });
      const send = (event: TAgentStreamEvent) => res.write(`${JSON.stringify(event)}\n`);
      try {
        const data = await processQuery(deps, actor, request.body, {
          onDelta: (text) => send({ type: 'delta', text }),
        });
        send({ type: 'done', data });
      } catch (error) {
        request.log.error({ err: error }, 'agent stream failed');
        const code = error instanceof AppError ? error.code : 'internal_error';
        send({ type: 'error', code, message: ERROR_MESSAGES[code] });
      }
      res.end();
    },
  });

  app.get('/agent/conversation', {
    config: { operation: 'agent.conversations' },
    schema: {
      tags,
      security,
      response: { 200: ZSuccess(z.array(ZAgentConversation)), ...AUTH_ERRORS },
    },
    handler: async (request) => ok(await listConversations(deps.db, requireActor(request))),
  });

  app.get('/agent/conversation/:conversationId', {
    config: { operation: 'agent.conversations' },
    schema: {
      tags,
      security,
      params: ZConversationParams,
      response: { 200: ZSuccess(ZAgentConversationDetail), ...AUTH_ERRORS },
    },
    handler: async (request) =>
      ok(await getConversation(deps.db, requireActor(request), request.params.conversationId)),
  });
}
