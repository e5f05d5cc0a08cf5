import type {
  TInsightQuery,
  TStaffMention,
  TStaffPerformance,
  TStaffProfile,
} from '@tableside/domain/schemas/insights';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Actor } from '../../auth/actor.ts';
import type { Db } from '../../db/client.ts';
import { locations, staffMembers, staffMentions } from '../../db/schema.ts';
import { resolveLocationScope } from '../../auth/scope.ts';
import { getStaffMember, restaurantScope } from './catalogue-service.ts';
import { correctedFlag } from './corrections-apply.ts';
import { isoDate, polarityCounts, scopeWhere, sentimentScore, type Range } from './filters.ts';

export const UNKNOWN_LOCATION = 'Unknown Location';

const mentionColumns = {
  staff_member_id: staffMentions.staffMemberId,
  name: staffMembers.name,
  role: staffMembers.role,
  polarity: staffMentions.polarity,
  snippet: staffMentions.snippet,
  review_id: staffMentions.reviewId,
  review_date: staffMentions.reviewDate,
  location_id: staffMentions.locationId,
  location_name: locations.name,
  corrected: correctedFlag('staff'),
};

const toMention = (
  r: {
    polarity: string;
    review_date: Date;
    location_name: string | null;
  } & Omit<TStaffMention, 'polarity' | 'review_date' | 'location_name'>,
): TStaffMention => ({
  ...r,
  polarity: r.polarity as TStaffMention['polarity'],
  review_date: isoDate(r.review_date),
  location_name: r.location_name ?? UNKNOWN_LOCATION,
});

/** Staff mentions, newest first. */
export async function listStaffMentions(
  db: Db,
  actor: Actor,
  locationId: string,
  q: TInsightQuery,
): Promise<TStaffMention[]> {
  const scope = await resolveLocationScope(db, actor, locationId);
  const rows = await db
    .select(mentionColumns)
    .from(staffMentions)
    .innerJoin(staffMembers, eq(staffMembers.id, staffMentions.staffMemberId))
    .leftJoin(locations, eq(locations.id, staffMentions.locationId))
    .where(scopeWhere(staffMentions, scope, q))
    .orderBy(desc(staffMentions.reviewDate), staffMentions.id)
    .offset(q.offset)
    .limit(q.limit);
  return rows.map(toMention);
}

/**
 * Mentions and sentiment per person and the person's location (docs/product/analytics.md#staff).
 */
export async function listStaffPerformance(
  db: Db,
  actor: Actor,
  locationId: string,
  range: Range & { offset?: number; limit?: number },
): Promise<TStaffPerformance[]> {
  const scope = await resolveLocationScope(db, actor, locationId);
  const counts = polarityCounts(staffMentions.polarity);
  const rows = await db
    .select({
      staff_member_id: staffMembers.id,
      name: staffMembers.name,
      role: staffMembers.role,
      location_id: staffMembers.locationId,
      location_name: locations.name,
      ...counts,
    })
    .from(staffMentions)
    .innerJoin(staffMembers, eq(staffMembers.id, staffMentions.staffMemberId))
    .leftJoin(locations, eq(locations.id, staffMembers.locationId))
    .where(scopeWhere(staffMentions, scope, range))
    .groupBy(
      staffMembers.id,
      staffMembers.name,
      staffMembers.role,
      staffMembers.locationId,
      locations.name,
    )
    .orderBy(desc(counts.mentions), staffMembers.name)
    .offset(range.offset ?? 0)
    .limit(range.limit ?? 100);
  return rows.map((r) => ({
    ...r,
    location_name: r.location_name ?? UNKNOWN_LOCATION,
    sentiment_score: sentimentScore(r),
  }));
}

/** Periods short enough to show a trend: days within a month, weeks within half a year. */
function bucketFor(range: Range): 'day' | 'week' | 'month' {
  if (!range.startDate || !range.endDate) return 'month';
  const days = (Date.parse(range.endDate) - Date.parse(range.startDate)) / 86_400_000;
  return days <= 31 ? 'day' : days <= 183 ? 'week' : 'month';
}

/** One person's page: totals, mentions over time and the latest mentions. */
export async function getStaffProfile(
  db: Db,
  actor: Actor,
  memberId: string,
  q: TInsightQuery,
): Promise<TStaffProfile> {
  const member = await getStaffMember(db, actor, memberId);
  const scope = await restaurantScope(db, actor);
  const where = and(scopeWhere(staffMentions, scope, q), eq(staffMentions.staffMemberId, memberId));
  const counts = polarityCounts(staffMentions.polarity);
  const [totals] = await db.select(counts).from(staffMentions).where(where);
  const unit = bucketFor(q);
  const period = sql<string>`to_char(date_trunc(${unit}, ${staffMentions.reviewDate} at time zone ${scope.timezone}), 'YYYY-MM-DD')`;
  const timeline = await db
    .select({ period, ...counts })
    .from(staffMentions)
    .where(where)
    // By position: the bucket expression carries parameters, which PostgreSQL would not match.
    .groupBy(sql`1`)
    .orderBy(sql`1`);
  const recent = await db
    .select(mentionColumns)
    .from(staffMentions)
    .innerJoin(staffMembers, eq(staffMembers.id, staffMentions.staffMemberId))
    .leftJoin(locations, eq(locations.id, staffMentions.locationId))
    .where(where)
    .orderBy(desc(staffMentions.reviewDate), staffMentions.id)
    .offset(q.offset)
    .limit(q.limit);
  return {
    member,
    ...totals!,
    sentiment_score: sentimentScore(totals!),
    timeline,
    recent: recent.map(toMention),
  };
}
