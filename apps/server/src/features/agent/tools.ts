import { ASPECT_CATEGORY_LIST } from '@tableside/domain/insights';
import type { TAgentCitation } from '@tableside/domain/schemas/agent';
import { ZDay } from '@tableside/domain/schemas/dates';
import { ZReviewQuery } from '@tableside/domain/schemas/reviews';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Actor } from '../../auth/actor.ts';
import type { Db } from '../../db/client.ts';
import { menuMentions, reviewCategories, reviews, staffMentions } from '../../db/schema.ts';
import { metricsFor } from '../analytics/public.ts';
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

/**
 * The agent's tools: each one runs the query of an analytics or insights screen, through the
 * same service and so under the same scope rules (the actor's restaurant and locations; RLS
 * beneath). Both engines call these and nothing else.
 */
export type ToolContext = { db: Db; actor: Actor; now: Date };

const ZRange = { startDate: ZDay, endDate: ZDay };
/** A location id, or 'all' for every location the user may see. */
const ZWhere = z.string().default('all');

export const TOOL_INPUTS = {
  review_metrics: z.object({
    location: ZWhere,
    ...ZRange,
    compareStartDate: ZDay.optional(),
    compareEndDate: ZDay.optional(),
  }),
  menu_performance: z.object({ location: ZWhere, ...ZRange }),
  staff_performance: z.object({ location: ZWhere, ...ZRange }),
  category_sentiment: z.object({
    location: ZWhere,
    ...ZRange,
    ratings: z.array(z.number().int().min(1).max(5)).optional(),
  }),
  keyword_counts: z.object({
    location: ZWhere,
    ...ZRange,
    category: z.enum(ASPECT_CATEGORY_LIST).optional(),
  }),
  search_reviews: z.object({
    location: ZWhere,
    ...ZRange,
    ratings: z.array(z.number().int().min(1).max(5)).optional(),
    text: z.string().min(1).max(200).optional(),
    menuItemId: z.uuid().optional(),
    staffMemberId: z.uuid().optional(),
    category: z.enum(ASPECT_CATEGORY_LIST).optional(),
    polarity: z.enum(['positive', 'negative', 'neutral']).optional(),
    limit: z.number().int().min(1).max(1000).default(5),
  }),
} as const;
export type ToolName = keyof typeof TOOL_INPUTS;
export type ToolInput<N extends ToolName> = z.input<(typeof TOOL_INPUTS)[N]>;

/** What each tool is for, in the words the LLM engine sends as the tools' descriptions. */
export const TOOL_DESCRIPTIONS: Record<ToolName, string> = {
  review_metrics:
    'Review count, average rating, positive/neutral/negative counts, rating distribution (1-5), reply rate and per-location figures for a date range, with a comparison period.',
  menu_performance:
    'Menu items named in reviews: mentions and how many were positive, negative or neutral, with a sentiment score.',
  staff_performance:
    'Staff members named in reviews: mentions, positive and negative (complaints) counts and a sentiment score.',
  category_sentiment:
    'Aspect categories (food, drinks, service, wait, price, value, ambience, cleanliness, location): how many reviews talk about each and with which polarity.',
  keyword_counts: 'The most frequent keywords of reviews with their sentiment split.',
  search_reviews:
    'Reviews (id, rating, date, location, snippet) matching filters: ratings, text, a menu item, a staff member or a category and polarity. Use it to cite reviews.',
};

async function scopeOf(ctx: ToolContext, location: string): Promise<LocationScope> {
  return resolveLocationScope(ctx.db, ctx.actor, location);
}

export type ReviewHit = TAgentCitation & { date: string };

const snippetOf = (text: string, max = 220) =>
  text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;

async function reviewMetrics(ctx: ToolContext, q: z.output<typeof TOOL_INPUTS.review_metrics>) {
  const scope = await scopeOf(ctx, q.location);
  const current = { startDate: q.startDate, endDate: q.endDate };
  const days = (Date.parse(q.endDate) - Date.parse(q.startDate)) / 86_400_000 + 1;
  const before = (d: string, n: number) =>
    new Date(Date.parse(`${d}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);
  const comparison =
    q.compareStartDate && q.compareEndDate
      ? { startDate: q.compareStartDate, endDate: q.compareEndDate }
      : { startDate: before(q.startDate, days), endDate: before(q.startDate, 1) };
  return metricsFor(ctx.db, scope, { preset: 'custom', current, comparison });
}

async function menuPerformance(ctx: ToolContext, q: z.output<typeof TOOL_INPUTS.menu_performance>) {
  const rows = await listMenuInsights(ctx.db, ctx.actor, q.location, {
    startDate: q.startDate,
    endDate: q.endDate,
    offset: 0,
    limit: 1000,
  });
  return rows.map(({ snippets: _snippets, previous_mentions: _p, change: _c, ...r }) => r);
}

async function staffPerformance(
  ctx: ToolContext,
  q: z.output<typeof TOOL_INPUTS.staff_performance>,
) {
  return listStaffPerformance(ctx.db, ctx.actor, q.location, {
    startDate: q.startDate,
    endDate: q.endDate,
    limit: 1000,
  });
}

/** Per category, the reviews that talk about it and their polarity (review_categories). */
async function categorySentiment(
  ctx: ToolContext,
  q: z.output<typeof TOOL_INPUTS.category_sentiment>,
) {
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

async function keywordCounts(ctx: ToolContext, q: z.output<typeof TOOL_INPUTS.keyword_counts>) {
  return listTopKeywords(
    ctx.db,
    ctx.actor,
    q.location,
    { startDate: q.startDate, endDate: q.endDate, offset: 0, limit: 20 },
    q.category,
  );
}

/** Review ids named by a finding table (mentions of an item or a person, a category). */
async function findingHits(
  ctx: ToolContext,
  q: z.output<typeof TOOL_INPUTS.search_reviews>,
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
  const list = await listReviews(
    ctx.db,
    ctx.actor,
    q.location,
    ZReviewQuery.parse({
      startDate: q.startDate,
      endDate: q.endDate,
      limit: q.limit,
      ...(q.ratings ? { rating: q.ratings.join(',') } : {}),
      ...(q.text ? { search: q.text } : {}),
    }),
  );
  return list.map((r) => ({
    reviewId: r.id,
    locationId: r.location_id,
    rating: r.rating,
    date: r.review_date,
    snippet: snippetOf(r.text || '★'.repeat(r.rating ?? 0)),
  }));
}

const RUNNERS = {
  review_metrics: reviewMetrics,
  menu_performance: menuPerformance,
  staff_performance: staffPerformance,
  category_sentiment: categorySentiment,
  keyword_counts: keywordCounts,
  search_reviews: (ctx: ToolContext, q: z.output<typeof TOOL_INPUTS.search_reviews>) =>
    searchReviews(ctx, q),
} as const;

/** Runs one tool on input that is checked here, whoever wrote it (our parser or a model). */
export async function runTool<N extends ToolName>(
  ctx: ToolContext,
  name: N,
  input: unknown,
): Promise<Awaited<ReturnType<(typeof RUNNERS)[N]>>> {
  const parsed = TOOL_INPUTS[name].parse(input) as never;
  const runner = RUNNERS[name] as (c: ToolContext, q: never) => Promise<unknown>;
  return (await runner(ctx, parsed)) as Awaited<ReturnType<(typeof RUNNERS)[N]>>;
}

export type ReviewMetricsResult = Awaited<ReturnType<typeof reviewMetrics>>;
export type MenuResult = Awaited<ReturnType<typeof menuPerformance>>;
export type StaffResult = Awaited<ReturnType<typeof staffPerformance>>;
export type CategoryResult = Awaited<ReturnType<typeof categorySentiment>>;
