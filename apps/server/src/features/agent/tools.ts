import { ZReviewQuery } from '@tableside/domain/schemas/reviews';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  TOOL_INPUTS,
  type AgentTools,
  type ReviewHit,
  type ToolInput,
  type ToolName,
  type ToolQuery,
  type ToolResults,
} from '../../ai/agent/tools.ts';
import type { Actor } from '../../auth/actor.ts';
import type { Db } from '../../db/client.ts';
import {
  menuMentions,
  reviewAnalyses,
  reviewCategories,
  reviews,
  staffMentions,
} from '../../db/schema.ts';
import type { IncidentKind } from '@tableside/domain/review-signals';
import { metricsFor, replyMetrics } from '../analytics/public.ts';
import {
  listMenuInsights,
  listStaffPerformance,
  listTopKeywords,
  polarityCounts,
  scopeWhere,
  sentimentScore,
} from '../insights/public.ts';
import { listReviews } from '../reviews/public.ts';
import { resolveLocationScope, type LocationScope } from '../../auth/scope.ts';
import { sentenceSaying, toneAbout } from '../../ai/analysis/tone-about.ts';

/**
 * The agent's tools (their inputs and results: `ai/agent/tools.ts`): each one runs the query of
 * an analytics or insights screen, through the same service and so under the same scope rules
 * (the actor's restaurant and locations; RLS beneath). Both engines call these and nothing else.
 */
export type ToolContext = { db: Db; actor: Actor; now: Date };

async function scopeOf(ctx: ToolContext, location: string): Promise<LocationScope> {
  return resolveLocationScope(ctx.db, ctx.actor, location);
}

const snippetOf = (text: string, max = 220) =>
  text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;

async function reviewMetrics(ctx: ToolContext, q: ToolQuery<'review_metrics'>) {
  const scope = await scopeOf(ctx, q.location);
  const current = { startDate: q.startDate, endDate: q.endDate };
  const days = (Date.parse(q.endDate) - Date.parse(q.startDate)) / 86_400_000 + 1;
  const before = (d: string, n: number) =>
    new Date(Date.parse(`${d}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);
  const comparison =
    q.compareStartDate && q.compareEndDate
      ? { startDate: q.compareStartDate, endDate: q.compareEndDate }
      : { startDate: before(q.startDate, days), endDate: before(q.startDate, 1) };
  return metricsFor(ctx.db, scope, { preset: 'custom', current, comparison }, true, q.platforms);
}

async function replies(ctx: ToolContext, q: ToolQuery<'reply_metrics'>) {
  return replyMetrics(
    ctx.db,
    ctx.actor,
    q.location,
    { startDate: q.startDate, endDate: q.endDate },
    ctx.now,
    q.platforms,
    q.ratings,
  );
}

async function menuPerformance(ctx: ToolContext, q: ToolQuery<'menu_performance'>) {
  const rows = await listMenuInsights(ctx.db, ctx.actor, q.location, {
    startDate: q.startDate,
    endDate: q.endDate,
    platforms: q.platforms,
    offset: 0,
    limit: 1000,
  });
  return rows.map(({ snippets: _snippets, previous_mentions: _p, change: _c, ...r }) => r);
}

async function staffPerformance(ctx: ToolContext, q: ToolQuery<'staff_performance'>) {
  return listStaffPerformance(ctx.db, ctx.actor, q.location, {
    startDate: q.startDate,
    endDate: q.endDate,
    platforms: q.platforms,
    limit: 1000,
  });
}

/** Per category, the reviews that talk about it and their polarity (review_categories). */
async function categorySentiment(ctx: ToolContext, q: ToolQuery<'category_sentiment'>) {
  const scope = await scopeOf(ctx, q.location);
  const counts = polarityCounts(reviewCategories.polarity);
  const rows = await ctx.db
    .select({ category: reviewCategories.category, ...counts })
    .from(reviewCategories)
    .innerJoin(reviews, eq(reviews.id, reviewCategories.reviewId))
    .where(
      and(
        scopeWhere(reviewCategories, scope, q),
        sql`${reviews.deletedAt} is null`,
        q.ratings ? inArray(reviews.rating, q.ratings) : undefined,
      ),
    )
    .groupBy(reviewCategories.category)
    .orderBy(desc(counts.mentions), reviewCategories.category);
  return rows
    .filter((r) => r.category !== 'anecdotes/miscellaneous')
    .map((r) => ({ ...r, sentiment_score: sentimentScore(r) }));
}

/** Reviews and average rating per day of the week, days read in the restaurant's time zone. */
async function weekdayRatings(ctx: ToolContext, q: ToolQuery<'weekday_ratings'>) {
  const scope = await scopeOf(ctx, q.location);
  const weekday = sql<number>`extract(isodow from ${reviews.reviewDate} at time zone ${scope.timezone})::int`;
  const rows = await ctx.db
    .select({
      weekday,
      reviews: sql<number>`count(*)::int`,
      average: sql<number>`avg(${reviews.rating})::float8`,
    })
    .from(reviews)
    .where(and(scopeWhere(reviews, scope, q), sql`${reviews.deletedAt} is null`))
    // By position: the time zone is a parameter, so the expression repeated would not match.
    .groupBy(sql`1`)
    .orderBy(sql`1`);
  return rows.map((r) => ({
    weekday: Number(r.weekday),
    reviews: r.reviews,
    average_rating: Math.round(Number(r.average) * 100) / 100,
  }));
}

/** Reviews and average rating per language, as the analysis read it (else as the platform said). */
async function languageRatings(ctx: ToolContext, q: ToolQuery<'language_ratings'>) {
  const scope = await scopeOf(ctx, q.location);
  const language = sql<string>`coalesce(nullif(${reviewAnalyses.language}, 'und'), left(${reviews.language}, 2), 'und')`;
  const rows = await ctx.db
    .select({
      language,
      reviews: sql<number>`count(*)::int`,
      average: sql<number>`avg(${reviews.rating})::float8`,
    })
    .from(reviews)
    .leftJoin(reviewAnalyses, eq(reviewAnalyses.reviewId, reviews.id))
    .where(and(scopeWhere(reviews, scope, q), sql`${reviews.deletedAt} is null`))
    .groupBy(sql`1`)
    .orderBy(sql`2 desc`, sql`1`);
  return rows.map((r) => ({
    language: r.language,
    reviews: r.reviews,
    average_rating: Math.round(Number(r.average) * 100) / 100,
  }));
}

/** Reviews whose analysis found an incident (the signals the escalation and alerts read). */
async function incidentCounts(ctx: ToolContext, q: ToolQuery<'incident_counts'>) {
  const scope = await scopeOf(ctx, q.location);
  const rows = await ctx.db
    .select({ signals: reviewAnalyses.signals })
    .from(reviewAnalyses)
    .innerJoin(reviews, eq(reviews.id, reviewAnalyses.reviewId))
    .where(
      and(
        scopeWhere(reviewAnalyses, scope, q),
        sql`${reviews.deletedAt} is null`,
        sql`jsonb_array_length(${reviewAnalyses.signals} -> 'incidents') > 0`,
      ),
    );
  const asked = (kind: IncidentKind) => !q.kinds || q.kinds.includes(kind);
  const kinds = new Map<IncidentKind, number>();
  let total = 0;
  for (const { signals } of rows) {
    const found = new Set(signals.incidents.map((i) => i.kind).filter(asked));
    if (found.size) total++;
    for (const kind of found) kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
  }
  return {
    reviews: total,
    kinds: [...kinds]
      .map(([kind, n]) => ({ kind, reviews: n }))
      .sort((a, b) => b.reviews - a.reviews || a.kind.localeCompare(b.kind)),
  };
}

async function keywordCounts(ctx: ToolContext, q: ToolQuery<'keyword_counts'>) {
  return listTopKeywords(
    ctx.db,
    ctx.actor,
    q.location,
    { startDate: q.startDate, endDate: q.endDate, platforms: q.platforms, offset: 0, limit: 20 },
    q.category,
  );
}

/** Review ids named by a finding table (mentions of an item or a person, a category). */
async function findingHits(
  ctx: ToolContext,
  q: ToolQuery<'search_reviews'>,
  scope: LocationScope,
): Promise<ReviewHit[]> {
  const polarity = q.polarity;
  const pick = q.menuItemId
    ? {
        table: menuMentions,
        where: and(
          eq(menuMentions.menuItemId, q.menuItemId),
          polarity ? eq(menuMentions.polarity, polarity) : undefined,
        ),
        snippet: menuMentions.snippet,
      }
    : q.staffMemberId
      ? {
          table: staffMentions,
          where: and(
            eq(staffMentions.staffMemberId, q.staffMemberId),
            polarity ? eq(staffMentions.polarity, polarity) : undefined,
          ),
          snippet: staffMentions.snippet,
        }
      : {
          table: reviewCategories,
          where: and(
            eq(reviewCategories.category, q.category ?? ''),
            polarity ? eq(reviewCategories.polarity, polarity) : undefined,
          ),
          snippet: reviews.text,
        };
  // The three finding tables share the columns used here; typed as one for the query builder.
  const t = pick.table as unknown as typeof menuMentions;
  const rows = await ctx.db
    .selectDistinctOn([reviews.reviewDate, reviews.id], {
      reviewId: reviews.id,
      locationId: reviews.locationId,
      rating: reviews.rating,
      date: reviews.reviewDate,
      snippet: pick.snippet,
    })
    .from(t)
    .innerJoin(reviews, eq(reviews.id, t.reviewId))
    .where(
      and(
        scopeWhere(t, scope, q),
        pick.where,
        sql`${reviews.deletedAt} is null`,
        q.ratings ? inArray(reviews.rating, q.ratings) : undefined,
      ),
    )
    .orderBy(desc(reviews.reviewDate), desc(reviews.id))
    .limit(q.limit);
  return rows.map((r) => ({
    reviewId: r.reviewId,
    locationId: r.locationId,
    rating: r.rating,
    date: r.date.toISOString(),
    snippet: snippetOf(r.snippet),
  }));
}

/** Reviews to cite: the inbox's own list (filters, newest first) or a finding table's. */
export async function searchReviews(
  ctx: ToolContext,
  input: ToolInput<'search_reviews'>,
): Promise<ReviewHit[]> {
  const q = TOOL_INPUTS.search_reviews.parse(input);
  const scope = await scopeOf(ctx, q.location);
  if (q.menuItemId || q.staffMemberId || q.category) return findingHits(ctx, q, scope);
  // The inbox filters one platform at a time: several are read one by one, newest first overall.
  const lists = await Promise.all(
    (q.platforms ?? [undefined]).map((source) =>
      listReviews(
        ctx.db,
        ctx.actor,
        q.location,
        ZReviewQuery.parse({
          startDate: q.startDate,
          endDate: q.endDate,
          limit: q.limit,
          ...(source ? { source } : {}),
          ...(q.ratings ? { rating: q.ratings.join(',') } : {}),
          ...(q.text ? { search: q.text } : {}),
        }),
      ),
    ),
  );
  const list = lists
    .flat()
    .sort((a, b) => b.review_date.localeCompare(a.review_date))
    .slice(0, q.limit);
  // Words searched: the sentence that says them is the one to quote, and with a polarity, the
  // reviews whose sentences speak of them that way ("complaints about the noise"). Only then is
  // each sentence read by the analysis: a plain search stays a search.
  const text = q.text;
  const read = list.flatMap((r) => {
    if (!text) return [{ r, sentence: null }];
    if (!q.polarity) return [{ r, sentence: sentenceSaying(r.text, [text]) }];
    const about = toneAbout(r.text, [text], r.rating);
    return about?.tone === q.polarity ? [{ r, sentence: about.sentence }] : [];
  });
  return read.map(({ r, sentence }) => ({
    reviewId: r.id,
    locationId: r.location_id,
    rating: r.rating,
    date: r.review_date,
    snippet: snippetOf(sentence || r.text || '★'.repeat(r.rating ?? 0)),
  }));
}

const RUNNERS = {
  review_metrics: reviewMetrics,
  reply_metrics: replies,
  menu_performance: menuPerformance,
  staff_performance: staffPerformance,
  category_sentiment: categorySentiment,
  weekday_ratings: weekdayRatings,
  language_ratings: languageRatings,
  incident_counts: incidentCounts,
  keyword_counts: keywordCounts,
  search_reviews: (ctx: ToolContext, q: ToolQuery<'search_reviews'>) => searchReviews(ctx, q),
} satisfies {
  // Each runner returns what the engines were promised.
  [N in ToolName]: (ctx: ToolContext, q: ToolQuery<N>) => Promise<ToolResults[N]>;
};

/** Runs one tool on input that is checked here, whoever wrote it (our parser or a model). */
export async function runTool<N extends ToolName>(
  ctx: ToolContext,
  name: N,
  input: unknown,
): Promise<ToolResults[N]> {
  const parsed = TOOL_INPUTS[name].parse(input) as never;
  const runner = RUNNERS[name] as (c: ToolContext, q: never) => Promise<unknown>;
  return (await runner(ctx, parsed)) as ToolResults[N];
}

/** The tools of one question, bound to the user asking it, as the engines receive them. */
export const agentTools = (ctx: ToolContext): AgentTools => ({
  run: (name, input) => runTool(ctx, name, input),
});
