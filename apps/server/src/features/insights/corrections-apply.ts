import type { MentionKind } from '@tableside/domain/mention-corrections';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sqlRows } from '../../db/sql-rows.ts';

// People's corrections of mentions (docs/product/review-understanding.md#teaching-the-analysis),
// applied again after each analysis rewrote a review's findings. One correction per analysed
// mention (review, kind, the entry the analysis gave), so each statement below handles every
// review of a page at once.

type Tx = Pick<Db, 'execute'>;

/** The table, its entry column, its name column and the catalogue it points at, per kind. */
const KINDS = {
  menu: {
    table: 'menu_mentions',
    entry: 'menu_item_id',
    name: 'item_name',
    catalogue: 'menu_items',
  },
  staff: {
    table: 'staff_mentions',
    entry: 'staff_member_id',
    name: 'staff_name',
    catalogue: 'staff_members',
  },
} as const satisfies Record<MentionKind, Record<string, string>>;

/**
 * True when a person corrected the mention row: its polarity, or the entry it now names. The
 * row's table must be in the statement's FROM under its own name.
 */
export function correctedFlag(kind: MentionKind): SQL<boolean> {
  // Spelled out: drizzle leaves a lone table's columns unqualified, and inside this subquery an
  // unqualified review_id would be the correction's own.
  const m = `${KINDS[kind].table}.`;
  const [review, entry] = [sql.raw(`${m}review_id`), sql.raw(`${m}${KINDS[kind].entry}`)];
  return sql<boolean>`exists (select 1 from mention_corrections c
    where c.review_id = ${review} and c.kind = ${kind}
      and ((c.action = 'reassign' and c.corrected_entry_id = ${entry})
        or (c.action = 'polarity' and c.entry_id = ${entry})))`;
}

/**
 * Applies the stored corrections of `reviewIds` to the mentions the analysis just wrote, in the
 * caller's transaction. A correction whose mention the analysis no longer finds changes nothing
 * and stays, for a later analysis that finds it again. Order matters: removals, then polarities
 * (keyed by the analysis's entry, before any reassignment brings another row onto that entry),
 * then reassignments, dropping a reassigned mention whose new entry the review already names.
 */
export async function applyCorrections(tx: Tx, reviewIds: string[]): Promise<void> {
  if (reviewIds.length === 0) return;
  const ids = sql`array[${sql.join(
    reviewIds.map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[]`;
  // Most analyses (every review's arrival) meet no correction: one look instead of eight writes.
  const kinds = await sqlRows<{ kind: MentionKind }>(
    tx,
    sql`select distinct kind from mention_corrections where review_id = any(${ids})`,
  );
  for (const { kind } of kinds) {
    const k = KINDS[kind];
    const [m, entry, name, catalogue] = [k.table, k.entry, k.name, k.catalogue].map(sql.raw) as [
      SQL,
      SQL,
      SQL,
      SQL,
    ];
    const ours = sql`c.review_id = any(${ids}) and c.kind = ${kind}
      and m.review_id = c.review_id and m.${entry} = c.entry_id`;
    await tx.execute(
      sql`delete from ${m} m using mention_corrections c where ${ours} and c.action = 'remove'`,
    );
    await tx.execute(
      sql`update ${m} m set polarity = c.corrected_polarity from mention_corrections c
        where ${ours} and c.action = 'polarity' and m.polarity <> c.corrected_polarity`,
    );
    // The review already names the new entry (and that mention stays there): merge into it.
    await tx.execute(
      sql`delete from ${m} m using mention_corrections c
        where ${ours} and c.action = 'reassign' and exists (
          select 1 from ${m} o where o.review_id = c.review_id and o.${entry} = c.corrected_entry_id
            and not exists (select 1 from mention_corrections c2 where c2.review_id = o.review_id
              and c2.kind = ${kind} and c2.entry_id = o.${entry} and c2.action = 'reassign'))`,
    );
    // The new entry must still exist and still apply to the review's location.
    await tx.execute(
      sql`update ${m} m set ${entry} = e.id, ${name} = e.name,
          polarity = coalesce(c.corrected_polarity, m.polarity)
        from mention_corrections c join ${catalogue} e on e.id = c.corrected_entry_id
        where ${ours} and c.action = 'reassign' and e.restaurant_id = m.restaurant_id
          and (e.location_id is null or e.location_id = m.location_id)`,
    );
  }
}
