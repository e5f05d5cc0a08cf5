import { sql, type SQL } from 'drizzle-orm';
import type { DayRange } from '@tableside/domain/date-ranges';
import { roundHours } from '@tableside/domain/first-reply';
import { rate } from '@tableside/domain/percentages';
import type { TFirstReplyFigures } from '@tableside/domain/schemas/analytics';
import type { LocationScope } from '../../auth/scope.ts';
import {
  dueAtSql,
  spamSignalSql,
  storedTargetHoursSql,
  unlessSpamSql,
} from '../../db/response-due-sql.ts';

/*
 * The statement pieces every first-reply read shares: the raw scan (first-reply.ts), the pages
 * (first-reply-page.ts) and the closed months' summaries (first-reply-months.ts and
 * first-reply-summary*.ts). Kept apart so those modules import it, not each other.
 */
export type FigureRow = {
  answered: number;
  median: number | null;
  due: number;
  answered_due: number;
  within: number;
};

/** A row's figures; a person's `due` is `answered_due` (they answer only what they answered). */
export const figuresOf = (row: FigureRow, due: number): TFirstReplyFigures => ({
  answered: row.answered,
  medianHours: row.median === null ? null : roundHours(Number(row.median) / 3600),
  due,
  withinTarget: row.within,
  withinTargetShare: rate(row.within, due),
});

/**
 * The reviews `r` of a restaurant `rs`, each with its analysis `sa` when it read it as spam:
 * one pass over the few spam analyses (`review_analyses_spam_idx`) hashed and joined by id, so
 * the range stays an index-only scan of `reviews_first_reply_idx`.
 */
export const reviewsWithSpamSql: SQL = sql`reviews r join restaurants rs on rs.id = r.restaurant_id
  left join review_analyses sa on sa.review_id = r.id and ${spamSignalSql(sql`sa.signals`)}`;

/**
 * A review `r`'s target hours from its restaurant `rs`'s current targets; null when it has no
 * reply due (`hasResponseDue`: history on arrival, or read as spam: `sa` of
 * `reviewsWithSpamSql`), so it is never due nor within target, while a reply to it still counts
 * in the time to first reply.
 */
export const reviewHoursSql: SQL = unlessSpamSql(
  storedTargetHoursSql(),
  sql`sa.review_id is not null`,
);

/** A review `v`'s delay to its first reply in seconds (numeric); a reply dated before is 0. */
export const delaySql: SQL = sql`greatest(0, extract(epoch from v.first_replied_at - v.review_date))`;

/**
 * The range's reviews as `v` (location, first reply and its author, review date, target hours)
 * and the aggregates of `FigureRow` over them (`counts` and `median`, or both as `aggregates`),
 * for a `group by` of the caller's choice.
 */
export function firstReplySql(scope: LocationScope, current: DayRange, now: Date) {
  const hours = reviewHoursSql;
  const dueAt = dueAtSql(sql`v.review_date`, sql`v.hours`);
  const at = sql`${now.toISOString()}::timestamptz`;
  const reviews: SQL = sql`select r.location_id, r.first_replied_by, r.first_replied_at, r.review_date, ${hours} as hours
      from ${reviewsWithSpamSql}
      where r.restaurant_id = ${scope.restaurantId}
        ${scope.locationIds ? sql`and r.location_id = any(${`{${scope.locationIds.join(',')}}`}::uuid[])` : sql``}
        and r.review_date >= (${current.startDate}::date)::timestamp at time zone ${scope.timezone}
        and r.review_date < ((${current.endDate}::date) + 1)::timestamp at time zone ${scope.timezone}`;
  // The median sorts every delay of its group; the counts are a cheap hash aggregate.
  const median: SQL = sql`percentile_cont(0.5) within group (order by ${delaySql})
          filter (where v.first_replied_at is not null) as median`;
  const counts: SQL = sql`count(v.first_replied_at)::int as answered,
        count(*) filter (where v.hours is not null
          and (v.first_replied_at is not null or ${dueAt} <= ${at}))::int as due,
        count(*) filter (where v.hours is not null and v.first_replied_at is not null)::int
          as answered_due,
        count(*) filter (where v.hours is not null and v.first_replied_at <= ${dueAt})::int as within`;
  return { reviews, median, counts, aggregates: sql`${counts}, ${median}` };
}
