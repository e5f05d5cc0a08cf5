import { expect } from 'vitest';
import type { TestApp } from './harness.ts';

export type AgentAnswer = { answer: string; citations: { snippet: string }[] };

/** Asks the agent one question for a restaurant as the given user; the answer, once it is a 200. */
export async function askAgent(
  t: TestApp,
  token: string,
  restaurantId: string,
  question: string,
): Promise<AgentAnswer> {
  const res = await t.call('POST', '/v1/agent/process_query', {
    token,
    body: { restaurant_id: restaurantId, user_query: question },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as AgentAnswer;
}
