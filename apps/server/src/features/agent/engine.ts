import type { TAgentCitation } from '@tableside/domain/schemas/agent';
import type { Catalogue } from './builtin/understand.ts';
import type { ToolContext } from './tools.ts';

/** One question to answer, with what the engine may know: the restaurant's own catalogue. */
export type AgentTurn = {
  question: string;
  ctx: ToolContext;
  restaurantName: string;
  /** The restaurant's calendar day at `ctx.now`. */
  today: string;
  catalogue: Catalogue;
  /** Earlier messages of the conversation, oldest first. */
  history: { role: 'user' | 'assistant'; content: string }[];
};

export type AgentReply = {
  answer: string;
  citations: TAgentCitation[];
  language: 'en' | 'fr';
};

/** Answers a turn; `onDelta` receives the answer as it is written, when the engine can stream. */
export type AgentEngine = {
  name: 'builtin' | 'llm';
  answer: (turn: AgentTurn, onDelta?: (text: string) => void) => Promise<AgentReply>;
};

export class AgentEngineError extends Error {}
