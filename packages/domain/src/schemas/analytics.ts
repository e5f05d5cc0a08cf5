import { z } from 'zod';
import { ZConversion } from './review-requests.ts';
import { REVIEW_STATUSES } from '../reviews.ts';
import { ZDay } from './dates.ts';
import {
  SERIES_INTERVALS,
  ZRangeQuery,
  type SeriesInterval,
  type TRangeQuery,
} from './range-query.ts';
import { REPORT_TYPES, type ReportType } from '../reports.ts';
import { ZMentionTrends } from './trends.ts';

// The range query is shared with mention trends (trends.ts); these names stay importable here.
export { SERIES_INTERVALS, ZRangeQuery, type SeriesInterval, type TRangeQuery };

/**
 * `locations=none` leaves the per-location fields empty (a chain's totals then read the
 * restaurant-wide rollups); the location comparison is paged by `ZLocationPageQuery`. The
 * default `all` keeps the original answer.
 */
export const ZMetricsQuery = ZRangeQuery.extend({
  locations: z
    .enum(['all', 'none'])
    .optional()
    .describe('`none`: no per-location fields (page them with /review/metrics/locations).'),
});
export type TMetricsQuery = z.infer<typeof ZMetricsQuery>;

export const LOCATION_SORTS = ['name', 'reviews', 'rating', 'positive', 'negative'] as const;
export type LocationSort = (typeof LOCATION_SORTS)[number];
export const LOCATION_PAGE_MAX = 100;

/** One page of the location comparison: sorted by a figure of the current period, searched by name. */
export const ZLocationPageQuery = ZRangeQuery.extend({
  sort: z.enum(LOCATION_SORTS).default('reviews'),
  order: z.enum(['asc', 'desc']).default('desc'),
  limit: z.coerce.number().int().min(1).max(LOCATION_PAGE_MAX).default(20),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  search: z.string().trim().max(100).optional(),
});
export type TLocationPageQuery = z.input<typeof ZLocationPageQuery>;

export const ZSeriesQuery = ZRangeQuery.extend({
  interval: z.enum(SERIES_INTERVALS).optional(),
  /**
   * Per-location lines only while the scope has at most this many locations (the graphs draw
   * one line per location up to their palette's size); beyond, `byLocation` is empty and the
   * per-location rows are not read. Absent: every location, as before.
   */
  maxLocations: z.coerce
    .number()
    .int()
    .min(0)
    .max(LOCATION_PAGE_MAX)
    .optional()
    .describe('Per-location lines only for a scope of at most this many locations.'),
});

const ZRange = z.object({ startDate: z.string(), endDate: z.string() });

export const ZLocationStats = z.object({
  locationId: z.uuid(),
  locationName: z.string(),
  totalReviews: z.number().int(),
  avgRating: z.number().nullable(),
  positiveReviews: z.number().int(),
  neutralReviews: z.number().int(),
  negativeReviews: z.number().int(),
});
export type TLocationStats = z.infer<typeof ZLocationStats>;

const statusCounts = Object.fromEntries(REVIEW_STATUSES.map((s) => [s, z.number().int()])) as {
  [K in (typeof REVIEW_STATUSES)[number]]: z.ZodNumber;
};

/**
 * Review metrics of one period: the earlier product's names and a few more
 * (docs/product/analytics.md#review-metrics).
 */
export const ZPeriodMetrics = z.object({
  startDate: z.string(),
  endDate: z.string(),
  totalReviews: z.number().int(),
  totalReviewsByLocation: z.record(z.string(), z.number().int()),
  positiveReviews: z.number().int(),
  neutralReviews: z.number().int(),
  negativeReviews: z.number().int(),
  /** Rounded to one decimal; null without reviews. */
  averageRating: z.number().nullable(),
  /** Share of positive reviews in percent, one decimal. */
  positiveRate: z.number(),
  ratingsByLocation: z.record(
    z.string(),
    z.object({ totalRating: z.number().int(), count: z.number().int() }),
  ),
  locationStats: z.array(ZLocationStats),
  ratingDistribution: z.object({
    1: z.number().int(),
    2: z.number().int(),
    3: z.number().int(),
    4: z.number().int(),
    5: z.number().int(),
  }),
  volumeBySource: z.array(
    z.object({ source: z.string(), count: z.number().int(), averageRating: z.number().nullable() }),
  ),
  replies: z.object({
    /** Reviews with a reply written. */
    replied: z.number().int(),
    /** Posted replies over reviews, percent with one decimal. */
    replyRate: z.number(),
    byStatus: z.object(statusCounts),
  }),
});
export type TPeriodMetrics = z.infer<typeof ZPeriodMetrics>;

export const ZReviewMetrics = ZPeriodMetrics.extend({
  preset: z.string().nullable(),
  comparison: ZPeriodMetrics,
});
export type TReviewMetrics = z.infer<typeof ZReviewMetrics>;

const ZLocationFigures = ZLocationStats.omit({ locationId: true, locationName: true });
export const ZLocationPage = z.object({
  /** Locations matching the search, on every page. */
  total: z.number().int(),
  items: z.array(
    z.object({
      locationId: z.uuid(),
      locationName: z.string(),
      current: ZLocationFigures,
      comparison: ZLocationFigures,
    }),
  ),
});
export type TLocationPage = z.infer<typeof ZLocationPage>;

export const ZSeriesPoint = z.object({
  /** First day of the bucket. */
  period: z.string(),
  totalReviews: z.number().int(),
  averageRating: z.number().nullable(),
  positiveReviews: z.number().int(),
  neutralReviews: z.number().int(),
  negativeReviews: z.number().int(),
  bySource: z.record(z.string(), z.number().int()),
});
export type TSeriesPoint = z.infer<typeof ZSeriesPoint>;

export const ZReviewSeries = z.object({
  interval: z.enum(SERIES_INTERVALS),
  current: ZRange,
  points: z.array(ZSeriesPoint),
  /** Average rating per bucket and location, for one line per location. */
  byLocation: z.array(
    z.object({
      locationId: z.uuid(),
      locationName: z.string(),
      points: z.array(
        z.object({
          period: z.string(),
          totalReviews: z.number().int(),
          averageRating: z.number().nullable(),
        }),
      ),
    }),
  ),
});
export type TReviewSeries = z.infer<typeof ZReviewSeries>;

export const ZReplyMetrics = z.object({
  startDate: z.string(),
  endDate: z.string(),
  totalReviews: z.number().int(),
  posted: z.number().int(),
  replyRate: z.number(),
  /** Median hours from the review to its posted reply; null when none was posted. */
  medianHoursToReply: z.number().nullable(),
  byStatus: z.object(statusCounts),
});
export type TReplyMetrics = z.infer<typeof ZReplyMetrics>;

/** `firstReplyFigures` of first-reply.ts (docs/product/analytics.md#time-to-first-reply). */
export const ZFirstReplyFigures = z.object({
  answered: z.number().int(),
  medianHours: z.number().nullable(),
  due: z.number().int(),
  withinTarget: z.number().int(),
  withinTargetShare: z.number().nullable(),
});
export type TFirstReplyFigures = z.infer<typeof ZFirstReplyFigures>;

export const ZFirstReplyMetrics = z.object({
  startDate: z.string(),
  endDate: z.string(),
  overall: ZFirstReplyFigures,
  byLocation: z.array(
    ZFirstReplyFigures.extend({ locationId: z.uuid(), locationName: z.string() }),
  ),
  /**
   * Per person who first posted or approved a reply (`userId` null: automatic, or answered on the
   * platform); `due` and `withinTarget` count only the reviews they answered.
   */
  byPerson: z.array(
    ZFirstReplyFigures.extend({ userId: z.uuid().nullable(), name: z.string().nullable() }),
  ),
});
export type TFirstReplyMetrics = z.infer<typeof ZFirstReplyMetrics>;

/**
 * `locations=none` / `people=none` leave `byLocation` / `byPerson` empty: a chain pages them
 * with `/review/metrics/first-reply/locations` and `/people`. The default `all` keeps the
 * original answer (reports store it whole).
 */
export const ZFirstReplyQuery = ZRangeQuery.extend({
  locations: z.enum(['all', 'none']).optional().describe('`none`: no per-location rows.'),
  people: z.enum(['all', 'none']).optional().describe('`none`: no per-person rows.'),
});
export type TFirstReplyQuery = z.infer<typeof ZFirstReplyQuery>;

export const FIRST_REPLY_SORTS = ['name', 'answered', 'median', 'withinTarget'] as const;
export type FirstReplySort = (typeof FIRST_REPLY_SORTS)[number];

/** One page of the per-location or per-person rows, like `ZLocationPageQuery`. */
export const ZFirstReplyPageQuery = ZRangeQuery.extend({
  sort: z.enum(FIRST_REPLY_SORTS).default('answered'),
  order: z.enum(['asc', 'desc']).default('desc'),
  limit: z.coerce.number().int().min(1).max(LOCATION_PAGE_MAX).default(20),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  search: z.string().trim().max(100).optional(),
});
export type TFirstReplyPageQuery = z.input<typeof ZFirstReplyPageQuery>;

export const ZFirstReplyLocationPage = z.object({
  /** Locations with reviews in the range matching the search, on every page. */
  total: z.number().int(),
  items: ZFirstReplyMetrics.shape.byLocation,
});
export type TFirstReplyLocationPage = z.infer<typeof ZFirstReplyLocationPage>;

export const ZFirstReplyPersonPage = z.object({
  /** People (and the automatic row) matching the search, on every page. */
  total: z.number().int(),
  items: ZFirstReplyMetrics.shape.byPerson,
});
export type TFirstReplyPersonPage = z.infer<typeof ZFirstReplyPersonPage>;

// --- Reports (docs/product/analytics.md#reports)
// ------------------------------------------------------

// The types live in ../reports.ts (no zod there, for the screens); still importable here.
export { REPORT_TYPES, type ReportType };

export const ZReportCreate = z.object({
  startDate: ZDay,
  endDate: ZDay,
  /** A location id or all (the author's locations). */
  location_id: z.union([z.literal('all'), z.uuid()]).default('all'),
});
export type TReportCreate = z.infer<typeof ZReportCreate>;

/** One short quote of a review of the report's period and locations, for the printed report. */
export const ZReportQuote = z.object({
  rating: z.number().int().min(1).max(5),
  /** The review's words, cut at a word near REPORT_QUOTE_CHARS with an ellipsis. */
  text: z.string(),
  /** The review's day in the restaurant's calendar. */
  date: z.string(),
  source: z.string(),
  locationName: z.string(),
});
export type TReportQuote = z.infer<typeof ZReportQuote>;

/** Best- and worst-rated words of the period; absent from reports stored before quotes existed. */
export const ZReportQuotes = z.object({
  praise: z.array(ZReportQuote),
  complaints: z.array(ZReportQuote),
});
export type TReportQuotes = z.infer<typeof ZReportQuotes>;

/** At most this many quotes of each kind, each at most about this many characters. */
export const REPORT_QUOTES_EACH = 3;
export const REPORT_QUOTE_CHARS = 240;

export const ZReportSummaryData = z.object({
  metrics: ZReviewMetrics,
  series: ZReviewSeries,
  replies: ZReplyMetrics,
  /** Absent from reports stored before it existed, and below the work inbox's plan. */
  firstReply: ZFirstReplyMetrics.optional(),
  quotes: ZReportQuotes.optional(),
  /** Review requests of the period (Pro and up; absent from older reports). */
  review_requests: ZConversion.optional(),
});
export type TReportSummaryData = z.infer<typeof ZReportSummaryData>;

/** Staff, menu and keyword reports: their kind's trends, the period against the one before. */
export const ZReportMentionData = z.object({
  trends: ZMentionTrends,
  quotes: ZReportQuotes.optional(),
});
export type TReportMentionData = z.infer<typeof ZReportMentionData>;

export const ZReport = z.object({
  id: z.uuid(),
  type: z.enum(REPORT_TYPES),
  location_id: z.uuid().nullable(),
  location_name: z.string().nullable(),
  start_date: z.string(),
  end_date: z.string(),
  created_at: z.string(),
  created_by_name: z.string().nullable(),
  data: z.union([ZReportSummaryData, ZReportMentionData]),
});
export type TReport = z.infer<typeof ZReport>;

export const ZReportParams = z.object({ id: z.uuid(), reportId: z.uuid() });
export const ZReportPageParams = z.object({
  id: z.uuid(),
  o: z.coerce.number().int().min(0).max(10_000_000),
  l: z.coerce.number().int().min(1).max(1000),
});

export const ZUnsubscribeQuery = z.object({ user: z.uuid(), sig: z.string().min(1).max(200) });
