/**
 * The embedded database both agent evaluations ask their questions against (`agent-eval.ts`,
 * generated reviews; `eval-agent.ts`, the hand-labelled corpus): a fresh PGlite with the seed
 * tiers, reviews analysed as the server analyses them, and the built-in engine asked as an
 * Admin of the restaurant, the way the route asks it.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { createBuiltinAgent } from '../src/ai/agent/builtin/engine.ts';
import type { AgentReply, AgentTurn } from '../src/ai/agent/engine.ts';
import type { Actor } from '../src/auth/actor.ts';
import { openPglite, type Db } from '../src/db/client.ts';
import { subscriptionTiers } from '../src/db/schema.ts';
import { bootstrap } from '../src/db/seed/bootstrap.ts';
import { withTenant } from '../src/db/tenant-context.ts';
import { prepareTurn } from '../src/features/agent/service.ts';
import { analyseReviewPage } from '../src/features/insights/analysis.ts';

/** A fresh embedded database with the seed tiers; `pro` is the tier the restaurants get. */
export async function openEvalDatabase() {
  const database = await openPglite(null);
  await bootstrap(database.db);
  const [pro] = await database.db
    .select()
    .from(subscriptionTiers)
    .where(eq(subscriptionTiers.name, 'Pro'));
  if (!pro) throw new Error('the seed has no Pro tier');
  return { database, db: database.db, pro };
}

/** Analyses every stored review of the restaurants, 200 at a time, as the server's job does. */
export async function analyseRestaurants(db: Db, restaurantIds: Iterable<string>) {
  for (const restaurantId of restaurantIds) {
    for (let after: string | null = null; ;) {
      const page = await analyseReviewPage(db, restaurantId, after, 200);
      if (!page.last) break;
      after = page.last;
    }
  }
}

/** The restaurant's Admin, seeing every location. */
export const adminOf = (restaurantId: string, tierLevel: number, timezone: string): Actor => ({
  userId: randomUUID(),
  sessionId: randomUUID(),
  role: 'Admin',
  homeRestaurantId: restaurantId,
  restaurantId,
  tierLevel,
  timezone,
  homeLocationId: null,
  locationIds: null,
  trialEndsAt: null,
  trialConvertedAt: null,
});

/**
 * Asks the built-in engine one question as `actor`, under its tenant, at the instant `now`, after
 * the conversation's earlier messages (`history`, oldest first) when it continues one.
 */
export function builtinAsker(db: Db) {
  const engine = createBuiltinAgent();
  return (actor: Actor, question: string, now: Date, history: AgentTurn['history'] = []) =>
    withTenant(actor.restaurantId!, async (): Promise<AgentReply> =>
      engine.answer({ ...(await prepareTurn(db, actor, question, now)), history }),
    );
}
