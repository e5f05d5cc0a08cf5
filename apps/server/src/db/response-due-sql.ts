import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { WORKFLOW_ACCESS } from '@tableside/domain/access';
import { NEUTRAL_MIN_RATING, POSITIVE_MIN_RATING } from '@tableside/domain/ratings';
import { DUE_SOON_SHARE, RESPONSE_HISTORY_DAYS } from '@tableside/domain/response-targets';
import { tierLevel } from '@tableside/domain/tiers';

/**
 * The response-time rule of `packages/domain/src/response-targets.ts` in SQL, so the inbox's
 * Overdue view is filtered by the database and its list built there
 * (docs/product/team-workflow.md#response-time-targets). `response-due-sql.test.ts` runs each
 * piece on the database against the domain function.
 */

const int = (n: number) => sql.raw(String(n));

/** `targetHours(rating, targets)`: the hours of the rating's class. */
export function targetHoursSql(
  rating: SQLWrapper,
  hours: { negative: SQLWrapper; neutral: SQLWrapper; positive: SQLWrapper },
): SQL {
  return sql`case when ${rating} >= ${int(POSITIVE_MIN_RATING)} then ${hours.positive}
    when ${rating} >= ${int(NEUTRAL_MIN_RATING)} then ${hours.neutral} else ${hours.negative} end`;
}

/** The restaurant's row and plan, for the two lookups below. */
const ofRestaurant = (restaurantId: SQLWrapper) =>
  sql`from restaurants r left join subscription_tiers t on t.id = r.subscription_tier_id
    where r.id = ${restaurantId}`;
/** Whether the restaurant's plan has the work inbox (Essential): below it, no due times. */
const inboxPlan = sql`coalesce(t.level, 1) >= ${int(tierLevel(WORKFLOW_ACCESS.assign.tier))}`;

/**
 * A review's target hours from its restaurant's targets; null below the inbox's plan. One
 * lookup per rating class, so with the restaurant as a parameter each runs once per statement
 * rather than once per row.
 */
export function restaurantTargetHoursSql(rating: SQLWrapper, restaurantId: SQLWrapper): SQL {
  const hours = (column: string) =>
    sql`(select case when ${inboxPlan} then ${sql.raw(`r.${column}`)} end ${ofRestaurant(restaurantId)})`;
  return targetHoursSql(rating, {
    negative: hours('response_hours_negative'),
    neutral: hours('response_hours_neutral'),
    positive: hours('response_hours_positive'),
  });
}

/** The restaurant's hours to answer a social comment; null below the inbox's plan. */
export function restaurantCommentHoursSql(restaurantId: SQLWrapper): SQL {
  return sql`(select case when ${inboxPlan} then r.response_hours_comment end ${ofRestaurant(restaurantId)})`;
}

/** The restaurant's targets as `ResponseTargets` JSON; null below the inbox's plan. */
export function restaurantTargetsSql(restaurantId: SQLWrapper): SQL {
  return sql`(select case when ${inboxPlan} then json_build_object('negative',
    r.response_hours_negative, 'neutral', r.response_hours_neutral,
    'positive', r.response_hours_positive) end ${ofRestaurant(restaurantId)})`;
}

/**
 * `hasResponseDue`: the target hours, or null for a review that was history when it arrived, so
 * it has no due time and never counts as overdue.
 */
export function unlessHistorySql(
  hours: SQLWrapper,
  reviewDate: SQLWrapper,
  createdAt: SQLWrapper,
): SQL {
  return sql`case when (${createdAt}) - (${reviewDate}) > interval '${sql.raw(String(RESPONSE_HISTORY_DAYS))} days'
    then null else ${hours} end`;
}

/**
 * A review `r`'s target hours from its restaurant `rs`'s own columns (a statement joining both),
 * null when it was history on arrival: what the escalation job and the time to first reply read.
 */
export const storedTargetHoursSql = (): SQL =>
  unlessHistorySql(
    targetHoursSql(sql`r.rating`, {
      negative: sql`rs.response_hours_negative`,
      neutral: sql`rs.response_hours_neutral`,
      positive: sql`rs.response_hours_positive`,
    }),
    sql`r.review_date`,
    sql`r.created_at`,
  );

/**
 * `hasResponseDue` for spam: whether an analysis' `signals` read its review as spam. Every spam
 * test below is this one, and `review_analyses_spam_idx` is built on it, so a lookup of it
 * reads that small index.
 */
export function spamSignalSql(signals: SQLWrapper): SQL {
  return sql`(${signals}->>'spam' is not null)`;
}

/**
 * Whether the review's analysis read it as spam. A lookup by the analysis' key; as a condition,
 * PostgreSQL runs it after the cheaper ones.
 */
export function isSpamSql(reviewId: SQLWrapper): SQL {
  return sql`exists (select from review_analyses a where a.review_id = ${reviewId}
    and ${spamSignalSql(sql`a.signals`)})`;
}

/**
 * Not read as spam, as the Overdue view's filter: a sub-select PostgreSQL checks on the rows the
 * cheaper conditions kept. As `not exists` it became an anti-join whose cost per row the planner
 * overestimated, so it planned the inbox's page in parallel (about 200 ms instead of 3 at 1M).
 */
export function isNotSpamSql(reviewId: SQLWrapper): SQL {
  return sql`not coalesce((select true from review_analyses a where a.review_id = ${reviewId}
    and ${spamSignalSql(sql`a.signals`)}), false)`;
}

/**
 * The hours, or null for a review read as spam: no due time. `spam` is `isSpamSql`, or
 * `spamSignalSql` of an analysis the statement already joins.
 */
export function unlessSpamSql(hours: SQLWrapper, spam: SQLWrapper): SQL {
  return sql`case when ${spam} then null else ${hours} end`;
}

/** `responseDue(…).dueAt`: the guest's posting time plus the target. */
export function dueAtSql(reviewDate: SQLWrapper, hours: SQLWrapper): SQL {
  return sql`(${reviewDate} + ${hours} * interval '1 hour')`;
}

/** `responseDue(…).state`. */
export function dueStateSql(
  status: SQLWrapper,
  dueAt: SQLWrapper,
  hours: SQLWrapper,
  now: SQLWrapper,
): SQL {
  return sql`case when ${status} = 'posted' then 'answered'
    when ${dueAt} <= ${now} then 'overdue'
    when ${dueAt} - ${now} <= ${hours} * interval '1 hour' * ${sql.raw(String(DUE_SOON_SHARE))}
      then 'due_soon'
    else 'on_time' end`;
}

/** The Overdue view's condition: no posted reply, and past the due time. */
export function isOverdueSql(
  status: SQLWrapper,
  reviewDate: SQLWrapper,
  hours: SQLWrapper,
  now: SQLWrapper,
): SQL {
  return sql`(${status} <> 'posted' and ${dueAtSql(reviewDate, hours)} <= ${now})`;
}
