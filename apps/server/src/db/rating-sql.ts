import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * Rating rules of `packages/domain` that a query applies in SQL, so the database filters rows
 * before they reach us. Each mirrors one domain function and `rating-sql.test.ts` runs it on the
 * database against that function for every rating and setting.
 */

/** `isBadReview(rating, threshold)` of `packages/domain/src/alerts.ts`. */
export function isBadReviewSql(rating: SQLWrapper, threshold: SQLWrapper): SQL {
  return sql`${rating} <= ${threshold}`;
}
