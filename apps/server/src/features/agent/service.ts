import {
  AGENT_CONVERSATIONS_LISTED,
  AGENT_QUESTION_MAX,
  cleanQuestion,
} from '@tableside/domain/agent';
import { todayIn } from '@tableside/domain/date-ranges';
import type {
  TAgentAnswer,
  TAgentConversation,
  TAgentConversationDetail,
  TAgentQuery,
} from '@tableside/domain/schemas/agent';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Actor } from '../../auth/actor.ts';
import type { Db } from '../../db/client.ts';
import { agentConversations, agentMessages, locations, restaurants } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { listMenuItems, listStaffMembers } from '../insights/public.ts';
import { createBuiltinAgent } from '../../ai/agent/builtin/engine.ts';
import {
  AgentEngineError,
  type AgentEngine,
  type AgentTurn,
  type Catalogue,
} from '../../ai/agent/engine.ts';
import { agentTools } from './tools.ts';
import { usageRecorder } from '../ai-usage/public.ts';

export type AgentDeps = {
  db: Db;
  engine: AgentEngine;
  /** Where a failing model's question goes instead: the built-in engine. */
  log?: (message: string) => void;
};

const TITLE_LENGTH = 80;
const HISTORY_MESSAGES = 6;

/**
 * What may be asked and of which restaurant: the body's restaurant must be the one the request
 * acts on (the user's own; a SuperAdmin's chosen one), otherwise 403 whatever it names, so an
 * id never reveals whether another restaurant exists.
 */
export function checkQuery(actor: Actor, body: TAgentQuery): string {
  if (!actor.restaurantId || body.restaurant_id !== actor.restaurantId)
    throw new AppError('forbidden', 'You can only ask about your own restaurant');
  const question = cleanQuestion(body.user_query);
  if (!question) throw new AppError('question_empty');
  if (question.length > AGENT_QUESTION_MAX) throw new AppError('question_too_long');
  return question;
}

async function catalogueOf(db: Db, actor: Actor): Promise<Catalogue> {
  const [locs, menu, staff] = await Promise.all([
    db
      .select({ id: locations.id, name: locations.name, address: locations.address })
      .from(locations)
      .where(
        and(
          eq(locations.restaurantId, actor.restaurantId!),
          actor.role !== 'SuperAdmin' && actor.locationIds
            ? inArray(locations.id, actor.locationIds)
            : undefined,
        ),
      ),
    listMenuItems(db, actor),
    listStaffMembers(db, actor),
  ]);
  return { locations: locs, menu, staff };
}

async function ownConversation(db: Db, actor: Actor, id: string) {
  // A SuperAdmin acting on no restaurant has no conversations (and '' is no uuid to compare).
  if (!actor.restaurantId) throw notFound('Conversation');
  const [row] = await db
    .select()
    .from(agentConversations)
    .where(
      and(
        eq(agentConversations.id, id),
        eq(agentConversations.userId, actor.userId),
        eq(agentConversations.restaurantId, actor.restaurantId),
      ),
    );
  if (!row) throw notFound('Conversation');
  return row;
}

/** Everything an engine needs for one question: the restaurant's catalogue, today, history. */
export async function prepareTurn(
  db: Db,
  actor: Actor,
  question: string,
  now: Date,
  conversationId?: string,
): Promise<AgentTurn> {
  const [[restaurant], catalogue, history] = await Promise.all([
    db
      .select({ name: restaurants.name, timezone: restaurants.timezone })
      .from(restaurants)
      .where(eq(restaurants.id, actor.restaurantId!)),
    catalogueOf(db, actor),
    conversationId
      ? db
          .select({ role: agentMessages.role, content: agentMessages.content })
          .from(agentMessages)
          .where(eq(agentMessages.conversationId, conversationId))
          .orderBy(desc(agentMessages.createdAt))
          .limit(HISTORY_MESSAGES)
      : Promise.resolve([]),
  ]);
  if (!restaurant) throw notFound('Restaurant');
  return {
    question,
    tools: agentTools({ db, actor, now }),
    restaurantName: restaurant.name,
    today: todayIn(restaurant.timezone, now),
    catalogue,
    history: history.reverse().map((m) => ({
      role: m.role === 'assistant' ? ('assistant' as const) : ('user' as const),
      content: m.content,
    })),
    onUsage: usageRecorder(db, actor.restaurantId!, 'agent'),
  };
}

/**
 * `POST /v1/agent/process_query`: answers one question of the user's conversation (a new one
 * without `conversation_id`) and keeps both in it. `onDelta` receives the answer as it is
 * written, for the streamed variant. Checks everything before the engine runs.
 */
export async function processQuery(
  deps: AgentDeps,
  actor: Actor,
  body: TAgentQuery,
  opts: { onDelta?: (text: string) => void; now?: Date } = {},
): Promise<TAgentAnswer> {
  const { db } = deps;
  const question = checkQuery(actor, body);
  const conversation = body.conversation_id
    ? await ownConversation(db, actor, body.conversation_id)
    : null;
  const now = opts.now ?? new Date();
  const turn = await prepareTurn(db, actor, question, now, conversation?.id);
  let engine = deps.engine;
  let reply;
  try {
    reply = await engine.answer(turn, opts.onDelta);
  } catch (error) {
    if (!(error instanceof AgentEngineError) || engine.name === 'builtin') throw error;
    // The model failed (down, timed out, nonsense): the offline engine still answers.
    deps.log?.(`agent model failed, built-in engine answers: ${error.message}`);
    engine = createBuiltinAgent();
    reply = await engine.answer(turn, opts.onDelta);
  }
  const conversationId = await db.transaction(async (tx) => {
    const id =
      conversation?.id ??
      (
        await tx
          .insert(agentConversations)
          .values({
            restaurantId: actor.restaurantId!,
            userId: actor.userId,
            title: question.slice(0, TITLE_LENGTH),
          })
          .returning({ id: agentConversations.id })
      )[0]!.id;
    const asked = new Date(now.getTime());
    await tx.insert(agentMessages).values([
      {
        restaurantId: actor.restaurantId!,
        conversationId: id,
        role: 'user',
        content: question,
        createdAt: asked,
      },
      {
        restaurantId: actor.restaurantId!,
        conversationId: id,
        role: 'assistant',
        content: reply.answer,
        citations: reply.citations,
        createdAt: new Date(asked.getTime() + 1),
      },
    ]);
    if (conversation)
      await tx
        .update(agentConversations)
        .set({ updatedAt: new Date() })
        .where(eq(agentConversations.id, id));
    return id;
  });
  return {
    answer: reply.answer,
    citations: reply.citations,
    conversation_id: conversationId,
    language: reply.language,
    engine: engine.name,
  };
}

const toConversation = (r: typeof agentConversations.$inferSelect): TAgentConversation => ({
  id: r.id,
  title: r.title,
  created_at: r.createdAt.toISOString(),
  updated_at: r.updatedAt.toISOString(),
});

/** The user's own past conversations in the restaurant, latest first. */
export async function listConversations(db: Db, actor: Actor): Promise<TAgentConversation[]> {
  if (!actor.restaurantId) return [];
  const rows = await db
    .select()
    .from(agentConversations)
    .where(
      and(
        eq(agentConversations.userId, actor.userId),
        eq(agentConversations.restaurantId, actor.restaurantId),
      ),
    )
    .orderBy(desc(agentConversations.updatedAt), desc(agentConversations.id))
    .limit(AGENT_CONVERSATIONS_LISTED);
  return rows.map(toConversation);
}

export async function getConversation(
  db: Db,
  actor: Actor,
  id: string,
): Promise<TAgentConversationDetail> {
  const conversation = await ownConversation(db, actor, id);
  const messages = await db
    .select()
    .from(agentMessages)
    .where(eq(agentMessages.conversationId, id))
    .orderBy(asc(agentMessages.createdAt), desc(agentMessages.role));
  return {
    ...toConversation(conversation),
    messages: messages.map((m) => ({
      id: m.id,
      role: m.role === 'assistant' ? 'assistant' : 'user',
      content: m.content,
      citations: m.citations,
      created_at: m.createdAt.toISOString(),
    })),
  };
}
