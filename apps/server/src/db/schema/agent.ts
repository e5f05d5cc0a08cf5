import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { TAgentCitation } from '@tableside/domain/schemas/agent';
import { tenantId, users } from './accounts.ts';
import { createdAt, id, updatedAt } from './columns.ts';

/**
 * A conversation with the AI agent: one user's, in one restaurant
 * (docs/product/agent.md#conversations).
 */
export const agentConversations = pgTable(
  'agent_conversations',
  {
    id: id(),
    restaurantId: tenantId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The first question, shortened: what the list of past conversations shows. */
    title: text('title').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('agent_conversations_user_idx').on(t.userId, t.updatedAt)],
);

/** A question or an answer, with the reviews the answer cited. */
export const agentMessages = pgTable(
  'agent_messages',
  {
    id: id(),
    restaurantId: tenantId(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => agentConversations.id, { onDelete: 'cascade' }),
    /** 'user' or 'assistant'. */
    role: text('role').notNull(),
    content: text('content').notNull(),
    citations: jsonb('citations').$type<TAgentCitation[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [index('agent_messages_conversation_idx').on(t.conversationId, t.createdAt)],
);
