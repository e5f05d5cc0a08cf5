import { afterAll, beforeAll } from 'vitest';
import { askAgent, type AgentAnswer } from './agent-ask.ts';
import { arriveAnalysed } from './analysed-review.ts';
import { createTestApp, type TestApp } from './harness.ts';

/**
 * A test app whose Maison restaurant holds `reviews` at Alpha, analysed, the first one day old
 * and each next one a day older; returns a function that asks the agent as Maison's Admin.
 */
export function agentOverReviews(
  reviews: [rating: number, text: string][],
): (question: string) => Promise<AgentAnswer> {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await t.login('admin')).token;
    for (const [i, [rating, text]] of reviews.entries())
      await arriveAnalysed(t, 'Alpha', rating, text, i + 1);
  });
  afterAll(() => t.close());
  return (question) => askAgent(t, admin, t.fx.restaurants.maison.id, question);
}
