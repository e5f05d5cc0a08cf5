import { and, eq, gte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews } from '../../db/schema.ts';
import { QUEUES } from '../../workers.ts';
import { createSecretBox } from '../../lib/secret-box.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { reviewArrivalPipeline } from '../../review-arrival/pipeline.ts';
import { produceDemoReviews } from './demo-source.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('demo review source', () => {
  it('brings each restaurant a new review through ingestion, drafted like any other', async () => {
    const deps = {
      db: t.database.db,
      secrets: createSecretBox(t.config.encryptionKey),
      afterIngest: reviewArrivalPipeline(t.jobs),
    };
    const drafts = async () =>
      Number(
        (
          await t.database.execute(`select count(*)::int as n from pgboss.job where name = $1`, [
            QUEUES.replyDraft,
          ])
        ).rows[0]?.n,
      );
    const before = await drafts();
    const first = new Date('2026-11-22T10:00:00Z');
    expect(await produceDemoReviews(deps, first)).toBe(3);
    expect(await produceDemoReviews(deps, new Date('2026-11-22T10:20:00Z'))).toBe(3);
    const fresh = await t.database.db
      .select()
      .from(reviews)
      .where(
        and(eq(reviews.restaurantId, t.fx.restaurants.maison.id), gte(reviews.reviewDate, first)),
      );
    expect(fresh).toHaveLength(2);
    for (const r of fresh) {
      expect(r.text.length).toBeGreaterThan(0);
      expect(r.rating).toBeGreaterThanOrEqual(1);
      expect(['google', 'yelp', 'tripadvisor']).toContain(r.source);
    }
    expect((await drafts()) - before).toBe(6);
  });
});
