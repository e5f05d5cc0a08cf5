import type { TAgentCitation } from '@tableside/domain/schemas/agent';
import type { AgentTools } from './tools.ts';
import type { UsageSink } from '../usage.ts';

/**
 * The agent's engines behind one interface: the built-in one (`builtin/`) and the language
 * model's (`llm-engine.ts`), chosen in `select-engine.ts`. Both answer from the tools the
 * feature passes in the turn and nothing else.
 */

/** An entry of the restaurant's catalogue: a location, a dish or a person, with its other names. */
export type Named = { id: string; name: string; aliases?: string[] };
/** A location, with its street address when the restaurant entered one. */
export type NamedLocation = Named & { address?: string | null };
export type Catalogue = {
  locations: NamedLocation[];
  menu: Named[];
  /** Each person with their role and location (none: they work at every location). */
  staff: (Named & { role: string | null; location_id?: string | null })[];
};

/** One question to answer, with what the engine may know: the restaurant's own catalogue. */
export type AgentTurn = {
  question: string;
  /** The tools, bound to the asking user's scope. */
  tools: AgentTools;
  restaurantName: string;
  /** The restaurant's calendar day when the question is asked. */
  today: string;
  catalogue: Catalogue;
  /** Earlier messages of the conversation, oldest first. */
  history: { role: 'user' | 'assistant'; content: string }[];
  /** Told the tokens of each language-model call, so the feature records them per restaurant. */
  onUsage?: UsageSink;
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
