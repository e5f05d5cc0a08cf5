import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sqlRows } from '../../db/sql-rows.ts';

/**
 * Staff and dish mentions are stored by the review-intelligence feature, one row per mention
 * with its `location_id` and the `review_date` of the review that names it. Until its tables exist the counts are 0, not an error.
 */
export const MENTION_TABLES = {
  staff: 'staff_mentions',
  menu: 'menu_mentions',
} as const;
export type MentionKind = keyof typeof MENTION_TABLES;

export async function existingMentionTables(db: Db): Promise<Set<MentionKind>> {
  const [row] = await sqlRows<{ staff: boolean; menu: boolean }>(
    db,
    sql`select to_regclass(${MENTION_TABLES.staff}) is not null as staff,
      to_regclass(${MENTION_TABLES.menu}) is not null as menu`,
  );
  return new Set((['staff', 'menu'] as const).filter((kind) => row?.[kind]));
}

/** Mentions now and in the reviews written up to 30 days ago; zeros before the table exists. */
export async function mentionFigures(
  db: Db,
  kind: MentionKind,
  present: Set<MentionKind>,
): Promise<{ value: number; previous: number }> {
  if (!present.has(kind)) return { value: 0, previous: 0 };
  const table = sql.identifier(MENTION_TABLES[kind]);
  const [row] = await sqlRows<{ value: number; previous: number }>(
    db,
    sql`select count(*)::int as value,
      count(*) filter (where m.review_date <= now() - interval '30 days')::int as previous
      from ${table} m`,
  );
  return row ?? { value: 0, previous: 0 };
}

/** Mentions per location, for the console's location cards. */
export async function mentionsByLocation(
  db: Db,
  kind: MentionKind,
  present: Set<MentionKind>,
): Promise<Map<string, number>> {
  if (!present.has(kind)) return new Map();
  const rows = await sqlRows<{ location_id: string; n: number }>(
    db,
    sql`select m.location_id, count(*)::int as n from ${sql.identifier(MENTION_TABLES[kind])} m
      group by m.location_id`,
  );
  return new Map(rows.map((r) => [r.location_id, r.n]));
}
