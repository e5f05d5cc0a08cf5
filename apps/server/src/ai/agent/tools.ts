import { ASPECT_CATEGORY_LIST } from '@tableside/domain/insights';
import type { TAgentCitation } from '@tableside/domain/schemas/agent';
import type { TReplyMetrics, TReviewMetrics } from '@tableside/domain/schemas/analytics';
import { ZDay } from '@tableside/domain/schemas/dates';
import type {
  TKeywordSummary,
  TMenuInsight,
  TStaffPerformance,
} from '@tableside/domain/schemas/insights';
import { SOURCE_PLATFORMS } from '@tableside/domain/sources';
import { INCIDENT_KINDS, type IncidentKind } from '@tableside/domain/review-signals';
import { z } from 'zod';

/**
 * The agent's tools as both engines see them: what each takes (checked here, whoever wrote the
 * input: our parser or a model), what it is for and what it returns. The agent feature runs
 * them (`features/agent/tools.ts`: the analytics and insights screens' own queries under the
 * user's scope) and hands the engine an `AgentTools`; no engine reaches the database itself.
 */

/**
 * The days, and optionally the platforms the reviews come from ("on Google": Facebook and
 * Instagram are two platforms, as the reviews store them); every platform when absent.
 */
const ZRange = {
  startDate: ZDay,
  endDate: ZDay,
  platforms: z
    .array(z.enum(SOURCE_PLATFORMS))
    .min(1)
    .optional()
    .describe('Only reviews from these platforms; every platform when absent.'),
};
/** A location id, or 'all' for every location the user may see. */
const ZWhere = z.string().default('all');

export const TOOL_INPUTS = {
  review_metrics: z.object({
    location: ZWhere,
    ...ZRange,
    compareStartDate: ZDay.optional(),
    compareEndDate: ZDay.optional(),
  }),
  reply_metrics: z.object({
    location: ZWhere,
    ...ZRange,
    /** Only reviews of these stars ("how fast do we answer bad reviews"); every one when absent. */
    ratings: z.array(z.number().int().min(1).max(5)).optional(),
  }),
  menu_performance: z.object({ location: ZWhere, ...ZRange }),
  staff_performance: z.object({ location: ZWhere, ...ZRange }),
  category_sentiment: z.object({
    location: ZWhere,
    ...ZRange,
    ratings: z.array(z.number().int().min(1).max(5)).optional(),
  }),
  weekday_ratings: z.object({ location: ZWhere, ...ZRange }),
  language_ratings: z.object({ location: ZWhere, ...ZRange }),
  incident_counts: z.object({
    location: ZWhere,
    ...ZRange,
    /** Only reviews reporting one of these kinds (any kind when absent). */
    kinds: z.array(z.enum(INCIDENT_KINDS)).optional(),
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
export type ToolQuery<N extends ToolName> = z.output<(typeof TOOL_INPUTS)[N]>;

/** What each tool is for, in the words the LLM engine sends as the tools' descriptions. */
export const TOOL_DESCRIPTIONS: Record<ToolName, string> = {
  review_metrics:
    'Review count, average rating, positive/neutral/negative counts, rating distribution (1-5), reply rate and per-location figures for a date range, with a comparison period.',
  reply_metrics:
    'Replies to the reviews of a date range: how many reviews, how many got a posted reply, the reply rate (percent) and the median time from review to posted reply in hours, with counts by reply status; optionally only reviews of some star ratings.',
  menu_performance:
    'Menu items named in reviews: mentions and how many were positive, negative or neutral, with a sentiment score.',
  staff_performance:
    'Staff members named in reviews: mentions, positive and negative (complaints) counts and a sentiment score.',
  category_sentiment:
    'Aspect categories (food, drinks, service, wait, reservation, price, value, ambience, cleanliness, location): how many reviews talk about each and with which polarity.',
  weekday_ratings:
    'Per day of the week (1 Monday … 7 Sunday, in the restaurant time zone): how many reviews and their average rating.',
  language_ratings:
    'Per language the review is written in (en, fr, und when unknown): how many reviews and their average rating.',
  incident_counts:
    'Reviews the analysis flagged as reporting an incident (illness, allergy, injury, foreign object, hygiene, discrimination, legal threat, health authority), optionally only some kinds: how many in all and how many per kind.',
  keyword_counts: 'The most frequent keywords of reviews with their sentiment split.',
  search_reviews:
    'Reviews (id, rating, date, location, snippet) matching filters: ratings, text, a menu item, a staff member or a category and polarity. With text, the snippet is the sentence that says it and a polarity keeps the reviews that speak of it that way ("complaints about the noise": text "noise", polarity negative). Use it to cite reviews.',
};

/** A review a tool found, to cite. */
export type ReviewHit = TAgentCitation & { date: string };

export type CategoryCounts = {
  category: string;
  mentions: number;
  positive: number;
  negative: number;
  neutral: number;
  sentiment_score: number;
};

/** One day of the week: 1 Monday … 7 Sunday. */
export type WeekdayRating = { weekday: number; reviews: number; average_rating: number };
/** One language reviews are written in ('en', 'fr', 'und' when the analysis could not tell). */
export type LanguageRating = { language: string; reviews: number; average_rating: number };
/** Reviews reporting an incident: in all (a review with two kinds counts once) and per kind. */
export type IncidentCounts = { reviews: number; kinds: { kind: IncidentKind; reviews: number }[] };

/** What each tool returns (its JSON is what the LLM engine reads). */
export type ToolResults = {
  review_metrics: TReviewMetrics;
  reply_metrics: TReplyMetrics;
  menu_performance: Omit<TMenuInsight, 'snippets' | 'previous_mentions' | 'change'>[];
  staff_performance: TStaffPerformance[];
  category_sentiment: CategoryCounts[];
  weekday_ratings: WeekdayRating[];
  language_ratings: LanguageRating[];
  incident_counts: IncidentCounts;
  keyword_counts: TKeywordSummary[];
  search_reviews: ReviewHit[];
};

/** The tools of one question, bound to the asking user's scope by the feature. */
export type AgentTools = {
  run: <N extends ToolName>(name: N, input: ToolInput<N>) => Promise<ToolResults[N]>;
};

export type ReviewMetricsResult = ToolResults['review_metrics'];
export type MenuResult = ToolResults['menu_performance'];
export type StaffResult = ToolResults['staff_performance'];
export type CategoryResult = ToolResults['category_sentiment'];
