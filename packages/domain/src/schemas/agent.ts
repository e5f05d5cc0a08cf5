import { z } from 'zod';
import { AGENT_QUESTION_MAX } from '../agent.ts';

/**
 * `POST /v1/agent/process_query` (docs/product/agent.md#agent-access). The question's length is
 * checked by the service against AGENT_QUESTION_MAX so that an over-long one gets its own error
 * code; the schema only bounds what the server will read at all.
 */
export const ZAgentQuery = z.object({
  user_query: z.string().max(AGENT_QUESTION_MAX * 50),
  restaurant_id: z.uuid(),
  /** Continue a conversation of the same user; a new one starts without it. */
  conversation_id: z.uuid().optional(),
});
export type TAgentQuery = z.infer<typeof ZAgentQuery>;

/** A review the answer used: its id, where it is, and the words that count. */
export const ZAgentCitation = z.object({
  reviewId: z.uuid(),
  locationId: z.uuid(),
  snippet: z.string(),
  rating: z.number().int().min(1).max(5).nullable(),
});
export type TAgentCitation = z.infer<typeof ZAgentCitation>;

export const ZAgentAnswer = z.object({
  answer: z.string(),
  citations: z.array(ZAgentCitation),
  conversation_id: z.uuid(),
  language: z.enum(['en', 'fr']),
  /** 'builtin' or 'llm'. */
  engine: z.string(),
});
export type TAgentAnswer = z.infer<typeof ZAgentAnswer>;

export const ZAgentMessage = z.object({
  id: z.uuid(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  citations: z.array(ZAgentCitation),
  created_at: z.string(),
});
export type TAgentMessage = z.infer<typeof ZAgentMessage>;

export const ZAgentConversation = z.object({
  id: z.uuid(),
  title: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TAgentConversation = z.infer<typeof ZAgentConversation>;

export const ZAgentConversationDetail = ZAgentConversation.extend({
  messages: z.array(ZAgentMessage),
});
export type TAgentConversationDetail = z.infer<typeof ZAgentConversationDetail>;

export const ZConversationParams = z.object({ conversationId: z.uuid() });

/**
 * One line of the streamed answer (`POST /v1/agent/process_query/stream`, NDJSON): pieces of
 * the answer as it is written, then the whole answer with its citations, or an error.
 */
export type TAgentStreamEvent =
  | { type: 'delta'; text: string }
  | { type: 'done'; data: TAgentAnswer }
  | { type: 'error'; code: string; message: string };
