/** Rules of the AI agent shared by the API and the agent page. */

/** Longer questions are refused (`question_too_long`): no real question needs more. */
export const AGENT_QUESTION_MAX = 2000;

/** The agent page's conversation list shows this many, newest first. */
export const AGENT_CONVERSATIONS_LISTED = 50;

/** A question as the agent reads it: trimmed; null when nothing is left. */
export function cleanQuestion(text: string): string | null {
  const trimmed = text.replace(/\s+/g, ' ').trim();
  return trimmed === '' ? null : trimmed;
}
