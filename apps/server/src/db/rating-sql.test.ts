import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isBadReview } from '@tableside/domain/alerts';
import { RATINGS } from '@tableside/domain/ratings';
import { createScratchDatabase } from '../test/database.ts';
import type { Database } from './client.ts';
import { isBadReviewSql } from './rating-sql.ts';

let database: Database;
beforeAll(async () => {
  database = await createScratchDatabase();
});
afterAll(() => database.close());

describe('rating rules in SQL', () => {
  it('find the same bad reviews as isBadReview, for every rating and threshold', async () => {
    // smallint on both sides, as reviews.rating and restaurants.bad_review_threshold are.
    const result = (await database.db.execute(sql`
      select r.rating::int as rating, t.threshold::int as threshold,
        ${isBadReviewSql(sql`r.rating`, sql`t.threshold`)} as bad
      from (select g::smallint as rating from generate_series(1, 5) g) r
        cross join (select g::smallint as threshold from generate_series(1, 5) g) t
      order by 1, 2`)) as unknown as {
      rows: { rating: number; threshold: number; bad: boolean }[];
    };
    const expected = RATINGS.flatMap((rating) =>
      RATINGS.map((threshold) => ({ rating, threshold, bad: isBadReview(rating, threshold) })),
    );
    expect(result.rows).toEqual(expected);
  });
});
