import type {
  TInsightQuery,
  TKeywordDetails,
  TKeywordOccurrence,
  TKeywordOccurrencePage,
  TKeywordSummary,
} from '@tableside/domain/schemas/insights';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Actor } from '../../auth/actor.ts';
import type { Db } from '../../db/client.ts';
import { reviewKeywords } from '../../db/schema.ts';
import { resolveLocationScope } from '../../auth/scope.ts';
import { keywordAllowanceOf, pageWithin } from '../tiers/public.ts';
import { isoDate, polarityCounts, scopeWhere, utcIso, type Range } from './filters.ts';

const occurrenceColumns = {
  keyword: reviewKeywords.keyword,
  category: reviewKeywords.category,
  snippet: reviewKeywords.snippet,
  sentiment: reviewKeywords.sentiment,
  review_id: reviewKeywords.reviewId,
  review_date: reviewKeywords.reviewDate,
  location_id: reviewKeywords.locationId,
};

const toOccurrence = (
  r: { review_date: Date; sentiment: string } & Omit<
    TKeywordOccurrence,
    'review_date' | 'sentiment'
  >,
): TKeywordOccurrence => ({
  ...r,
  sentiment: r.sentiment as TKeywordOccurrence['sentiment'],
  review_date: isoDate(r.review_date),
});

/** A page of keyword occurrences, newest first, of every category or of one, and their total. */
export async function listKeywordOccurrences(
  db: Db,
  actor: Actor,
  locationId: string,
  q: TInsightQuery,
  category?: string,
): Promise<TKeywordOccurrencePage> {
  const scope = await resolveLocationScope(db, actor, locationId);
  const where = and(
    scopeWhere(reviewKeywords, scope, q),
    category ? eq(reviewKeywords.category, category) : undefined,
  );
  const [rows, [count]] = await Promise.all([
    db
      .select(occurrenceColumns)
      .from(reviewKeywords)
      .where(where)
      .orderBy(desc(reviewKeywords.reviewDate), reviewKeywords.id)
      .offset(q.offset)
      .limit(q.limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(reviewKeywords)
      .where(where),
  ]);
  return { rows: rows.map(toOccurrence), total: count?.total ?? 0 };
}

/** The most frequent keywords with their sentiment split. */
export async function listTopKeywords(
  db: Db,
  actor: Actor,
  locationId: string,
  q: TInsightQuery & Pick<Range, 'platforms'>,
  category?: string,
): Promise<TKeywordSummary[]> {
  const scope = await resolveLocationScope(db, actor, locationId);
  const page = pageWithin(await keywordAllowanceOf(db, scope.restaurantId), q);
  if (page.limit === 0) return [];
  const counts = polarityCounts(reviewKeywords.sentiment);
  return db
    .select({
      keyword: reviewKeywords.keyword,
      category: sql<string>`min(${reviewKeywords.category})`,
      ...counts,
    })
    .from(reviewKeywords)
    .where(
      and(
        scopeWhere(reviewKeywords, scope, q),
        category ? eq(reviewKeywords.category, category) : undefined,
      ),
    )
    .groupBy(reviewKeywords.keyword)
    .orderBy(desc(counts.mentions), reviewKeywords.keyword)
    .offset(page.offset)
    .limit(page.limit);
}

export async function getKeywordDetails(
  db: Db,
  actor: Actor,
  locationId: string,
  keyword: string,
  q: TInsightQuery,
): Promise<TKeywordDetails> {
  const scope = await resolveLocationScope(db, actor, locationId);
  const key = keyword.trim().toLowerCase();
  const where = and(scopeWhere(reviewKeywords, scope, q), eq(reviewKeywords.keyword, key));
  const [totals] = await db
    .select({
      ...polarityCounts(reviewKeywords.sentiment),
      first: utcIso(sql`min(${reviewKeywords.reviewDate})`),
      last: utcIso(sql`max(${reviewKeywords.reviewDate})`),
    })
    .from(reviewKeywords)
    .where(where);
  const categories = await db
    .select({ category: reviewKeywords.category, mentions: sql<number>`count(*)::int` })
    .from(reviewKeywords)
    .where(where)
    .groupBy(reviewKeywords.category)
    .orderBy(desc(sql`count(*)`));
  const occurrences = await db
    .select(occurrenceColumns)
    .from(reviewKeywords)
    .where(where)
    .orderBy(desc(reviewKeywords.reviewDate), reviewKeywords.id)
    .offset(q.offset)
    .limit(q.limit);
  const { first, last, ...counts } = totals!;
  return {
    keyword: key,
    ...counts,
    categories,
    first_seen: first,
    last_seen: last,
    occurrences: occurrences.map(toOccurrence),
  };
}
